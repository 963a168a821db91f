import { expect, it } from 'vitest';
import { getAccount } from '@portal/contract/calls/account';
import { getAppointments } from '@portal/contract/calls/bookings';
import { getUserAssessments } from '@portal/contract/calls/home';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { completedInsights } from '@portal/contract/calls/shell';
import { withHarness, type Harness } from '../../test/harness';
import { checkPassword } from '../password/service';
import { TEST_HOOKS_PREFIX } from './routes';

const MEMBERS = `${TEST_HOOKS_PREFIX}/members`;

async function create(h: Harness, clientId: string, body: Record<string, unknown> = {}) {
  const reply = await h.request(clientId, MEMBERS, body);
  expect(reply.status, reply.text).toBe(200);
  return { ...reply.body, cookie: `${reply.body.session.cookieName}=${reply.body.session.token}` };
}

withHarness(
  'test hooks: POST /__test/members',
  (h) => {
    it('creates a signed-in member of the Host client with the demo data of the seeded member', async () => {
      const member = await create(h(), 'harbour');
      expect(member).toMatchObject({ success: true, clientId: 'harbour', email: expect.stringMatching(/^e2e-[0-9a-f]{12}@harbour\.example$/) });
      expect(member.user).toMatchObject({ user_id: member.userId, user_client_id: 'harbour', email: member.email, first_name: 'Alex', tc_accepted: true, pp_accepted: true, employer_admin: false, language: 'en' });
      expect(new Date(member.session.expiresAt).getTime() - member.user.login_time).toBe(h().config.sessionMinutes * 60_000);

      const appointments = await h().request('harbour', getAppointments.path, {}, { cookie: member.cookie });
      expect(appointments.status).toBe(200);
      expect(appointments.body.appointments.length).toBeGreaterThan(5);
      const unread = await h().request('harbour', getUnreadNotifications.path, {}, { cookie: member.cookie });
      expect(unread.body.unread_count).toBe(5);
      const reports = await h().request('harbour', getUserAssessments.path, {}, { cookie: member.cookie });
      expect(reports.body.reports).toHaveLength(2);
      const account = await h().request('harbour', getAccount.path, {}, { cookie: member.cookie });
      expect(account.body.dob).toBe('1988-04-12');
      // the identity credential: the in-portal password check knows the demo password
      const session = { clientId: 'harbour', userId: member.userId, sessionId: '', role: 'cl' as const };
      expect((await checkPassword(h().db, session, member.password, new Date())).valid).toBe(true);
      expect((await checkPassword(h().db, session, 'not-the-password', new Date())).valid).toBe(false);
    });

    it('gives every member its own identity and data, and a session only for its own client', async () => {
      const first = await create(h(), 'kontor', { language: 'en' });
      const second = await create(h(), 'kontor');
      expect(second.userId).not.toBe(first.userId);
      expect(second.email).not.toBe(first.email);
      expect(first.user.language).toBe('en');
      expect(second.user.language).toBe('de');
      const mine = await h().request('kontor', getAppointments.path, {}, { cookie: first.cookie });
      const theirs = await h().request('kontor', getAppointments.path, {}, { cookie: second.cookie });
      const ids = (reply: typeof mine) => new Set<unknown>(reply.body.appointments.map((appointment: { appointmentId: unknown }) => appointment.appointmentId));
      expect(ids(mine).size).toBeGreaterThan(5);
      expect([...ids(mine)].some((id) => ids(theirs).has(id))).toBe(false);
      const elsewhere = await h().request('lumen', getAppointments.path, {}, { cookie: first.cookie });
      expect(elsewhere.status).toBe(401);
    });

    it('leaves out the demo data a test does not want', async () => {
      const admin = await create(h(), 'lumen', { employerAdmin: true, reports: false, bookings: false, notifications: false, dob: null, accepted: false });
      expect(admin.user).toMatchObject({ employer_admin: true, tc_accepted: false, pp_accepted: false, cookies_accepted: false });
      const cookie = admin.cookie;
      expect((await h().request('lumen', getAppointments.path, {}, { cookie })).body.appointments).toEqual([]);
      expect((await h().request('lumen', getUnreadNotifications.path, {}, { cookie })).body.unread_count).toBe(0);
      expect((await h().request('lumen', getUserAssessments.path, {}, { cookie })).body.reports).toEqual([]);
      expect((await h().request('lumen', getAccount.path, {}, { cookie })).body.dob).toBeNull();
      expect((await h().request('lumen', completedInsights.path, {}, { cookie })).body.completed).toBe(true);
    });

    it('answers a bad request with 4xx and a message', async () => {
      const reply = await h().request('harbour', MEMBERS, { bookings: 'yes' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ success: false, err: expect.stringContaining('bookings') });
      const language = await h().request('harbour', MEMBERS, { language: 'de' });
      expect(language.status).toBe(422);
      expect(language.body.err).toBe('harbour does not offer the language de (it offers en)');
    });
  },
  { env: { PORTAL_TEST_HOOKS: '1' } },
);

withHarness('test hooks off', (h) => {
  it('POST /__test/members does not exist', async () => {
    const reply = await h().request('harbour', MEMBERS, {});
    expect(reply.status).toBe(404);
    expect(reply.body?.session).toBeUndefined();
  });
});
