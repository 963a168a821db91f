import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ANNOUNCEMENT_BODY_EMPTY_MESSAGE,
  ANNOUNCEMENT_NOT_FOUND,
  EMPLOYER_EVENT_TIMES_MESSAGE,
  EXPIRY_IN_PAST_MESSAGE,
  createEmployerEvent,
  deleteAnnouncement,
  getAdminAnnouncements,
  getAnnouncements,
  getEmployerEvents,
  publishAnnouncement,
} from '@portal/contract/calls/admin';
import { bookEventDate, getEvents } from '@portal/contract/calls/events';
import { withHarness } from '../../test/harness';
import { auditWritten } from '../audit/service';
import { auditLog } from '../audit/schema';
import { listAnnouncements } from './custom-content-repository';
import { clientAnnouncements } from './schema';
import { demoAnnouncementDate, redateDemoAnnouncements } from './seed';

const DAY = 86_400_000;

withHarness('employer admin: announcements and events', (h) => {
  it('publishes a sanitised announcement to its own members until its last day, and takes it down', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const stranger = await h().session('lumen', 'member@lumen.example');
    const today = h().clock.now().toISOString().slice(0, 10);
    const { announcement } = await h().call(
      publishAnnouncement,
      { title: 'Office closed on Friday', body: '<p onclick="x()">Closed for <strong>maintenance</strong>.</p><script>alert(1)</script>', expires_on: today },
      admin,
    );
    expect(announcement.body).toBe('<p>Closed for <strong>maintenance</strong>.</p>');
    expect((await h().call(getAnnouncements, {}, member)).announcements.map((row) => row.id)).toContain(announcement.id);
    expect((await h().call(getAnnouncements, {}, stranger)).announcements.map((row) => row.id)).not.toContain(announcement.id);
    expect((await listAnnouncements(h().db, 'lumen', h().clock.now())).map((row) => row.id)).not.toContain(announcement.id);

    // the day after its last day members no longer see it; the admin still lists it
    expect((await listAnnouncements(h().db, 'harbour', new Date(h().clock.now().getTime() + DAY))).map((row) => row.id)).not.toContain(announcement.id);
    expect((await h().call(getAdminAnnouncements, {}, admin)).announcements[0]!.id).toBe(announcement.id);

    const otherAdmin = await h().session('lumen', 'admin@lumen.example');
    expect((await h().refused(deleteAnnouncement, { id: announcement.id }, otherAdmin)).body.err).toBe(ANNOUNCEMENT_NOT_FOUND);
    await h().call(deleteAnnouncement, { id: announcement.id }, admin);
    expect((await h().call(getAnnouncements, {}, member)).announcements.map((row) => row.id)).not.toContain(announcement.id);

    expect((await h().refused(publishAnnouncement, { title: 'Empty', body: '<script>x</script>' }, admin)).body.err).toBe(ANNOUNCEMENT_BODY_EMPTY_MESSAGE);
    expect((await h().refused(publishAnnouncement, { title: 'Old', body: 'Hello', expires_on: '2020-01-01' }, admin)).body.err).toBe(EXPIRY_IN_PAST_MESSAGE);
    await auditWritten(h().db);
    const actions = (await h().db.select().from(auditLog).where(and(eq(auditLog.event, 'admin.action'), eq(auditLog.clientId, 'harbour')))).map((row) => row.detail?.['action']);
    expect(actions).toEqual(expect.arrayContaining(['announcement.publish', 'announcement.delete']));
  }, 90_000);

  it("creates an event its members find and book on the events page, never another client's", async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const stranger = await h().session('lumen', 'member@lumen.example');
    const start = new Date(h().clock.now().getTime() + 3 * DAY);
    start.setUTCHours(12, 0, 0, 0);
    const input = { title: 'Lunchtime yoga', description: 'Gentle yoga in the big meeting room.', start_at: start.toISOString(), end_at: new Date(start.getTime() + 1_800_000).toISOString(), capacity: 1 };
    const { event } = await h().call(createEmployerEvent, input, admin);
    expect(event).toMatchObject({ title: 'Lunchtime yoga', capacity: 1, booked: 0 });
    expect((await h().refused(createEmployerEvent, { ...input, end_at: input.start_at }, admin)).body.err).toBe(EMPLOYER_EVENT_TIMES_MESSAGE);

    const fromDate = h().clock.now().toISOString().slice(0, 10);
    const titles = async (session: typeof member) =>
      (await h().call(getEvents, { from_date: fromDate, days_limit: 30 }, session)).data.flatMap((day) => day.events.map((row) => [row.title, row.event_date_id] as const));
    expect(await titles(member)).toContainEqual(['Lunchtime yoga', event.date_id]);
    expect((await titles(stranger)).map(([, id]) => id)).not.toContain(event.date_id);

    await h().call(bookEventDate, { event_date_id: event.date_id }, member);
    expect((await h().call(getEmployerEvents, {}, admin)).events.find((row) => row.id === event.id)).toMatchObject({ booked: 1 });
    expect((await h().refused(bookEventDate, { event_date_id: event.date_id }, stranger)).status).toBeGreaterThanOrEqual(400);
    const otherAdmin = await h().session('lumen', 'admin@lumen.example');
    expect((await h().call(getEmployerEvents, {}, otherAdmin)).events.map((row) => row.id)).not.toContain(event.id);
    await auditWritten(h().db);
    const actions = (await h().db.select().from(auditLog).where(and(eq(auditLog.event, 'admin.action'), eq(auditLog.clientId, 'harbour')))).map((row) => row.detail?.['action']);
    expect(actions).toContain('event.create');
  }, 90_000);

  it('dates the demo announcement again at a start, so its Monday is never behind the member; an employer\'s own keep theirs (issue 31)', async () => {
    const db = h().db;
    const admin = await h().session('harbour', 'admin@harbour.example');
    const { announcement: own } = await h().call(publishAnnouncement, { title: 'Own news', body: '<p>Ours.</p>' }, admin);
    const longAgo = new Date(h().clock.now().getTime() - 40 * DAY);
    await db.update(clientAnnouncements).set({ publishedAt: longAgo });
    const tuesday = new Date('2027-03-09T10:00:00Z');
    await redateDemoAnnouncements(db, tuesday);
    const rows = await db.select().from(clientAnnouncements).where(eq(clientAnnouncements.clientId, 'harbour'));
    expect(rows.find((row) => row.seedKey === 'demo-wellbeing-week')!.publishedAt).toEqual(new Date('2027-03-09T09:00:00Z'));
    expect(rows.find((row) => row.id === own.id)!.publishedAt).toEqual(longAgo);
    // on a Monday it went out the Friday before: the week it announces starts that day
    expect(demoAnnouncementDate(new Date('2027-03-08T10:00:00Z'))).toEqual(new Date('2027-03-05T10:00:00Z'));
  });
});
