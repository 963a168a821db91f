import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getSession, logout } from '@portal/contract/calls/auth';
import { getAccount } from '@portal/contract/calls/account';
import { adminCalls, createAccessCode, getAuditLog, setMemberAdmin } from '@portal/contract/calls/admin';
import { createMyListItem } from '@portal/contract/calls/my-list';
import { getNav } from '@portal/contract/calls/shell';
import { checkPassword } from '@portal/contract/calls/settings';
import { examples } from '@portal/contract/examples';
import {
  IMPERSONATION_REFUSED_MESSAGE,
  LOGIN_AS_NOT_ACTIVE_MESSAGE,
  LOGIN_AS_ROLE_REFUSED_MESSAGE,
  LOGIN_AS_UNKNOWN_MEMBER_MESSAGE,
  endLoginAs,
  findLoginAsMembers,
  sendEmailVerification,
  startLoginAs,
} from '@portal/contract/calls/login-as';
import type { CallDefinition } from '@portal/contract/define-call';
import { withHarness } from '../../test/harness';
import { memberId } from '../../test/members';
import { auditLog } from '../audit/schema';
import { auditWritten } from '../audit/service';
import { NO_ACCESS_MESSAGE } from '../calls/guards';
import { DEMO_PASSWORD } from './demo-identities';
import { users } from './schema';

async function auditOf(db: Parameters<typeof memberId>[0], clientId: string, event: string) {
  return db.select().from(auditLog).where(and(eq(auditLog.clientId, clientId), eq(auditLog.event, event))).orderBy(desc(auditLog.id));
}

withHarness('login-as: support staff signing in as a member', (h) => {
  it('lets support staff find members of their own client only, never staff or another client’s', async () => {
    const staff = await h().session('harbour', 'support@harbour.example');
    const all = await h().call(findLoginAsMembers, {}, staff);
    expect(all.members.length).toBeGreaterThan(0);
    expect(all.members.length).toBeLessThanOrEqual(20);
    expect(all.members.every((member) => member.email.endsWith('@harbour.example'))).toBe(true);
    expect((await h().call(findLoginAsMembers, { query: 'admin@harbour' }, staff)).members.map((member) => member.email)).toEqual(['admin@harbour.example']);
    expect((await h().call(findLoginAsMembers, { query: 'coach@harbour' }, staff)).members).toEqual([]);
    expect((await h().call(findLoginAsMembers, { query: 'support@harbour' }, staff)).members).toEqual([]);
    const found = await h().call(findLoginAsMembers, { query: 'member@harbour.example' }, staff);
    expect(found.members).toEqual([expect.objectContaining({ email: 'member@harbour.example', first_name: 'Alex', last_name: 'Member' })]);
    expect((await h().call(findLoginAsMembers, { query: 'member@lumen' }, staff)).members).toEqual([]);
    expect((await h().call(findLoginAsMembers, { query: '%' }, staff)).members).toEqual([]);
  });

  it('refuses every member without the support role (403 with a message) and writes the refusal to the audit log', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    const search = await h().refused(findLoginAsMembers, { query: '' }, member);
    expect(search.status).toBe(403);
    expect(search.body).toMatchObject({ success: false, err: NO_ACCESS_MESSAGE });
    const target = await memberId(h().db, 'harbour', 'admin@harbour.example');
    const start = await h().refused(startLoginAs, { member_id: target }, member);
    expect(start.status).toBe(403);
    const coach = await h().session('harbour', 'coach@harbour.example');
    expect((await h().refused(startLoginAs, { member_id: target }, coach)).status).toBe(403);
    const rows = await auditOf(h().db, 'harbour', 'role.forbidden');
    expect(rows.some((row) => row.path === startLoginAs.path && row.detail?.reason === 'role support')).toBe(true);
  });

  it('refuses another client’s member, staff and unknown ids with 404', async () => {
    const staff = await h().session('lumen', 'support@lumen.example');
    const harbourMember = await memberId(h().db, 'harbour', 'member@harbour.example');
    const other = await h().refused(startLoginAs, { member_id: harbourMember }, staff);
    expect(other.status).toBe(404);
    expect(other.body.err).toBe(LOGIN_AS_UNKNOWN_MEMBER_MESSAGE);
    const coach = await memberId(h().db, 'lumen', 'coach@lumen.example');
    expect((await h().refused(startLoginAs, { member_id: coach }, staff)).status).toBe(404);
    expect((await h().refused(startLoginAs, { member_id: 2_000_000 }, staff)).status).toBe(404);
    const rows = await auditOf(h().db, 'lumen', 'login-as.refused');
    expect(rows.find((row) => row.detail?.member === harbourMember)).toMatchObject({ outcome: 'refused', detail: { reason: 'unknown-member' } });
    // the staff's own session is untouched by a refusal
    expect((await h().call(getSession, {}, staff)).user.email).toBe('support@lumen.example');
  });

  it('signs in as the member with a real session flagged with the staff, audits it, refuses security actions, and ends back as the staff', async () => {
    const staff = await h().session('kontor', 'support@kontor.example');
    const staffId = await memberId(h().db, 'kontor', 'support@kontor.example');
    const target = await memberId(h().db, 'kontor', 'member@kontor.example');
    expect((await h().call(getSession, {}, staff)).user).toMatchObject({ support_staff: true });

    const started = await h().exchange(startLoginAs, { member_id: target }, staff);
    expect(started.body.user).toMatchObject({ user_id: target, email: 'member@kontor.example', signed_in_by: { user_id: staffId, name: 'Maya Support' } });
    expect(started.cookie).toMatch(/^portal_session=.+/);
    const acting = { client: 'kontor', cookie: started.cookie! };

    // the staff's own session was replaced
    expect((await h().refused(getSession, {}, staff)).status).toBe(401);
    const session = await h().call(getSession, {}, acting);
    expect(session.user).toMatchObject({ user_id: target, signed_in_by: { user_id: staffId, name: 'Maya Support' } });
    expect(session.user.support_staff).toBeUndefined();
    expect(await h().call(getAccount, {}, acting)).toMatchObject({ dob: '1988-04-12' });

    const password = await h().refused(checkPassword, { password: DEMO_PASSWORD }, acting);
    expect(password.status).toBe(403);
    expect(password.body.err).toBe(IMPERSONATION_REFUSED_MESSAGE);
    expect((await h().refused(startLoginAs, { member_id: target }, acting)).status).toBe(403);

    const [audited] = await auditOf(h().db, 'kontor', 'login-as');
    expect(audited).toMatchObject({ userId: target, actingUserId: staffId, outcome: 'success', detail: { member: target } });

    const ended = await h().exchange(endLoginAs, {}, acting);
    expect(ended.body.user).toMatchObject({ user_id: staffId, email: 'support@kontor.example', support_staff: true });
    expect(ended.body.user.signed_in_by).toBeUndefined();
    const back = { client: 'kontor', cookie: ended.cookie! };
    expect((await h().refused(getSession, {}, acting)).status).toBe(401);
    expect((await h().call(getSession, {}, back)).user.user_id).toBe(staffId);
    expect((await h().refused(endLoginAs, {}, back)).body.err).toBe(LOGIN_AS_NOT_ACTIVE_MESSAGE);
    const [endRow] = await auditOf(h().db, 'kontor', 'login-as.end');
    expect(endRow).toMatchObject({ userId: target, actingUserId: staffId, outcome: 'success', detail: { member: target } });
  });

  it('refuses a login-as session on another client’s host, and logout ends it', async () => {
    const staff = await h().session('larkspur', 'support@larkspur.example');
    const target = await memberId(h().db, 'larkspur', 'member@larkspur.example');
    const started = await h().exchange(startLoginAs, { member_id: target }, staff);
    const acting = { client: 'larkspur', cookie: started.cookie! };
    expect((await h().refused(getSession, {}, { client: 'fernway', cookie: started.cookie! })).status).toBe(401);
    await h().call(logout, {}, acting);
    expect((await h().refused(getSession, {}, acting)).status).toBe(401);
  });

  it('never grants more than the member’s own portal: an employer admin as target reaches no admin call (403), sees no admin page, and the session holds no role', async () => {
    const admin = await h().session('brightpath', 'admin@brightpath.example');
    const adminId = await memberId(h().db, 'brightpath', 'admin@brightpath.example');
    // the admin's own session reaches the admin calls: the refusals below come from the login-as
    expect((await h().call(createAccessCode, {}, admin)).success).toBe(true);
    expect((await h().call(getSession, {}, admin)).user.employer_admin).toBe(true);

    const staff = await h().session('brightpath', 'support@brightpath.example');
    const started = await h().exchange(startLoginAs, { member_id: adminId }, staff);
    // the reply the page keeps offers no admin pages either
    expect(started.body.user).toMatchObject({ user_id: adminId, employer_admin: false, user_role: 'cl' });
    const acting = { client: 'brightpath', cookie: started.cookie! };
    expect((await h().call(getSession, {}, acting)).user).toMatchObject({ user_id: adminId, employer_admin: false });
    const nav = await h().call(getNav, { platform: 'web' }, acting);
    expect(nav.nav_elements.map((item) => item.name)).not.toContain('dataAnalytics');

    const member = await memberId(h().db, 'brightpath', 'member@brightpath.example');
    for (const call of adminCalls as readonly CallDefinition[]) {
      const body = call.path === setMemberAdmin.path ? { member_id: member, employer_admin: true } : examples[call.path]!.request;
      const refused = await h().refused(call as typeof createAccessCode, body as never, acting);
      expect(refused.status, call.path).toBe(403);
      expect(refused.body.err, call.path).toBe(LOGIN_AS_ROLE_REFUSED_MESSAGE);
    }
    const [row] = await h().db.select({ employerAdmin: users.employerAdmin }).from(users).where(eq(users.id, member));
    expect(row).toEqual({ employerAdmin: false });
    // support's own calls too: another login-as, and the search
    expect((await h().refused(findLoginAsMembers, { query: 'admin' }, acting)).body.err).toBe(LOGIN_AS_ROLE_REFUSED_MESSAGE);
    expect((await h().refused(startLoginAs, { member_id: member }, acting)).status).toBe(403);
    // and the member's own portal still works
    expect((await h().call(getAccount, {}, acting)).success).not.toBe(false);
    await h().call(endLoginAs, {}, acting);
  });

  it('attributes every write of a login-as to the staff beside the member: audit rows carry acting_user_id and the admin’s audit log shows both', async () => {
    const staff = await h().session('fernway', 'support@fernway.example');
    const staffId = await memberId(h().db, 'fernway', 'support@fernway.example');
    const target = await memberId(h().db, 'fernway', 'member@fernway.example');
    // unverified, so that the verification email can be sent
    await h().db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, target));
    const first = await h().db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const since = first[0]?.id ?? 0;

    const started = await h().exchange(startLoginAs, { member_id: target }, staff);
    const acting = { client: 'fernway', cookie: started.cookie! };
    // one write of each kind: a member's own call, a call whose handler audits, a refused role call, a refused
    // security call, the end of the login-as; then a second login-as ended by logout
    await h().call(createMyListItem, { product_id: 22, content_id: 5001, media_type: 'video' }, acting);
    await h().call(sendEmailVerification, {}, acting);
    expect((await h().refused(createAccessCode, {}, acting)).status).toBe(403);
    expect((await h().refused(checkPassword, { password: DEMO_PASSWORD }, acting)).status).toBe(403);
    const back = await h().exchange(endLoginAs, {}, acting);
    const again = await h().exchange(startLoginAs, { member_id: target }, { client: 'fernway', cookie: back.cookie! });
    await h().call(logout, {}, { client: 'fernway', cookie: again.cookie! });

    await auditWritten(h().db);
    const rows = await h().db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, 'fernway'), gt(auditLog.id, since)))
      .orderBy(asc(auditLog.id));
    const seen = rows.map((row) => [row.event, row.path, row.userId, row.actingUserId, row.outcome]);
    expect(seen).toEqual([
      ['login-as', startLoginAs.path, target, staffId, 'success'],
      ['login-as.call', createMyListItem.path, target, staffId, 'success'],
      ['email-verification.sent', sendEmailVerification.path, target, staffId, 'success'],
      ['login-as.call', sendEmailVerification.path, target, staffId, 'success'],
      ['role.forbidden', createAccessCode.path, target, staffId, 'refused'],
      ['role.forbidden', checkPassword.path, target, staffId, 'refused'],
      ['login-as.end', endLoginAs.path, target, staffId, 'success'],
      ['login-as', startLoginAs.path, target, staffId, 'success'],
      ['logout', logout.path, target, staffId, 'success'],
    ]);

    // the employer admin's audit log names both, and what was changed stays the member's
    const admin = await h().session('fernway', 'admin@fernway.example');
    const { entries } = await h().call(getAuditLog, {}, admin);
    const member = { id: target, name: 'Alex Member' };
    const maya = { id: staffId, name: 'Maya Support' };
    const trail = entries.filter((entry) => entry.id > since).reverse();
    expect(trail.map(({ event, outcome, member, acting }) => ({ event, outcome, member, acting }))).toEqual([
      { event: 'login-as', outcome: 'success', member, acting: maya },
      { event: 'login-as.call', outcome: 'success', member, acting: maya },
      { event: 'login-as.call', outcome: 'success', member, acting: maya },
      { event: 'login-as.call', outcome: 'refused', member, acting: maya },
      { event: 'login-as.call', outcome: 'refused', member, acting: maya },
      { event: 'login-as.end', outcome: 'success', member, acting: maya },
      { event: 'login-as', outcome: 'success', member, acting: maya },
      { event: 'login-as.end', outcome: 'success', member, acting: maya },
    ]);
    expect(JSON.stringify(entries)).not.toContain('my-list');
    // a member without the role never reads it
    expect((await h().refused(getAuditLog, {}, await h().session('fernway', 'member@fernway.example'))).status).toBe(403);
  });
});
