import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  ANNOUNCEMENT_NOT_FOUND,
  CONTENT_DRAFT_NOT_FOUND,
  CUSTOM_ARTICLE_NOT_FOUND,
  EMPLOYER_EVENT_NOT_FOUND,
  EMPLOYER_EVENT_TIMES_MESSAGE,
  createEmployerEvent,
  deleteDraft,
  deleteEmployerEvent,
  getAnnouncements,
  getContentDrafts,
  getCustomArticles,
  getEmployerEvents,
  publishAnnouncement,
  publishCustomArticle,
  republishDraft,
  unpublishAnnouncement,
  unpublishCustomArticle,
  unpublishEmployerEvent,
} from '@portal/contract/calls/admin';
import { getArticle, getArticles } from '@portal/contract/calls/articles';
import { bookEventDate, getEventBookings, getEvents, registerWaitingList } from '@portal/contract/calls/events';
import { getNotifications } from '@portal/contract/calls/notifications';
import { withHarness, type Session } from '../../test/harness';
import { auditWritten } from '../audit/service';
import { auditLog } from '../audit/schema';
import { corporateEventRegistrations } from '../events/schema';
import { mailOutbox } from '../mail/schema';

const DAY = 86_400_000;

withHarness('employer admin: taking content down', (h) => {
  async function adminActions(): Promise<unknown[]> {
    await auditWritten(h().db);
    return (await h().db.select().from(auditLog).where(and(eq(auditLog.event, 'admin.action'), eq(auditLog.clientId, 'harbour')))).map((row) => row.detail?.['action']);
  }

  it('unpublishes an article and an announcement at once, keeps them as drafts, republishes and deletes them', async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const otherAdmin = await h().session('lumen', 'admin@lumen.example');
    const { article } = await h().call(publishCustomArticle, { title: 'Cycle to work', summary: 'Save on a bike.', body: '<p>Lease a <strong>bike</strong>.</p>' }, admin);
    const { announcement } = await h().call(publishAnnouncement, { title: 'Office closed', body: '<p>Closed on Friday.</p>' }, admin);

    // another client's admin can neither take them down nor touch their drafts
    expect((await h().refused(unpublishCustomArticle, { id: article.id }, otherAdmin)).body.err).toBe(CUSTOM_ARTICLE_NOT_FOUND);
    expect((await h().refused(unpublishAnnouncement, { id: announcement.id }, otherAdmin)).body.err).toBe(ANNOUNCEMENT_NOT_FOUND);

    const { draft: articleDraft } = await h().call(unpublishCustomArticle, { id: article.id }, admin);
    expect(articleDraft).toMatchObject({ kind: 'article', title: 'Cycle to work', start_at: null });
    expect((await h().refused(getArticle, { article_id: article.id }, member)).status).toBe(404);
    expect((await h().call(getArticles, {}, member)).content.map((item) => item.id)).not.toContain(article.id);
    expect((await h().call(getCustomArticles, {}, admin)).articles.map((item) => item.id)).not.toContain(article.id);
    // a second take-down of the same article finds nothing
    expect((await h().refused(unpublishCustomArticle, { id: article.id }, admin)).status).toBe(404);

    const { draft: announcementDraft } = await h().call(unpublishAnnouncement, { id: announcement.id }, admin);
    expect((await h().call(getAnnouncements, {}, member)).announcements.map((row) => row.id)).not.toContain(announcement.id);
    expect((await h().call(getContentDrafts, {}, admin)).drafts.map((row) => row.id)).toEqual([announcementDraft.id, articleDraft.id]);
    expect((await h().call(getContentDrafts, {}, otherAdmin)).drafts.map((row) => row.id)).not.toContain(articleDraft.id);
    expect((await h().refused(republishDraft, { id: articleDraft.id }, otherAdmin)).body.err).toBe(CONTENT_DRAFT_NOT_FOUND);
    expect((await h().refused(deleteDraft, { id: articleDraft.id }, otherAdmin)).body.err).toBe(CONTENT_DRAFT_NOT_FOUND);

    // republished: the same words reach the members again, as a new article
    const again = await h().call(republishDraft, { id: articleDraft.id }, admin);
    expect(again.kind).toBe('article');
    const read = await h().call(getArticle, { article_id: again.id }, member);
    expect(Buffer.from(read.article.body ?? '', 'base64').toString('utf8')).toContain('<strong>bike</strong>');
    expect((await h().refused(republishDraft, { id: articleDraft.id }, admin)).status).toBe(404);

    await h().call(deleteDraft, { id: announcementDraft.id }, admin);
    expect((await h().call(getContentDrafts, {}, admin)).drafts).toEqual([]);
    expect((await h().call(getAnnouncements, {}, member)).announcements.map((row) => row.title)).not.toContain('Office closed');
    expect(await adminActions()).toEqual(expect.arrayContaining(['article.unpublish', 'announcement.unpublish', 'article.republish', 'announcement-draft.delete']));
  }, 90_000);

  it("takes down a booked event: cancels bookings and the waiting list once, tells each member, and never touches another client's", async () => {
    const admin = await h().session('harbour', 'admin@harbour.example');
    const member = await h().session('harbour', 'member@harbour.example');
    const waiting = await h().session('harbour', 'coachee@harbour.example');
    const otherAdmin = await h().session('lumen', 'admin@lumen.example');
    const start = new Date(h().clock.now().getTime() + 4 * DAY);
    start.setUTCHours(12, 0, 0, 0);
    const { event } = await h().call(
      createEmployerEvent,
      { title: 'Lunchtime yoga', description: 'Gentle yoga.', start_at: start.toISOString(), end_at: new Date(start.getTime() + 1_800_000).toISOString(), capacity: 1 },
      admin,
    );
    await h().call(bookEventDate, { event_date_id: event.date_id }, member);
    await h().call(registerWaitingList, { event_date_id: event.date_id }, waiting);
    expect((await h().call(getEmployerEvents, {}, admin)).events.find((row) => row.id === event.id)).toMatchObject({ booked: 1, waiting: 1 });

    expect((await h().refused(unpublishEmployerEvent, { id: event.id }, otherAdmin)).body.err).toBe(EMPLOYER_EVENT_NOT_FOUND);
    expect((await h().refused(deleteEmployerEvent, { id: event.id }, otherAdmin)).body.err).toBe(EMPLOYER_EVENT_NOT_FOUND);
    expect((await h().call(getEventBookings, {}, member)).items.map((row) => row.event_date_id)).toContain(event.date_id);

    // two racing take-downs: one cancels and tells, the other finds nothing
    const [first, second] = await Promise.all([
      h().request('harbour', unpublishEmployerEvent.path, { id: event.id }, { cookie: admin.cookie }),
      h().request('harbour', unpublishEmployerEvent.path, { id: event.id }, { cookie: admin.cookie }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 404]);
    const taken = (first.status === 200 ? first : second).body as { draft: { id: number; kind: string; start_at: string }; cancelled: number };
    expect(taken.cancelled).toBe(2);
    expect(taken.draft).toMatchObject({ kind: 'event', start_at: start.toISOString() });

    // gone from the members' events page at once; their places cancelled, no seat passed on
    const fromDate = h().clock.now().toISOString().slice(0, 10);
    const dateIds = async (session: Session) => (await h().call(getEvents, { from_date: fromDate, days_limit: 30 }, session)).data.flatMap((day) => day.events.map((row) => row.event_date_id));
    expect(await dateIds(member)).not.toContain(event.date_id);
    expect(await h().db.select().from(corporateEventRegistrations).where(eq(corporateEventRegistrations.eventDateId, event.date_id))).toEqual([]);

    // each member is told once, in the portal and by email, with the event's title
    for (const session of [member, waiting]) {
      const told = (await h().call(getNotifications, {}, session)).notifications.filter((row) => row.subject.includes('Lunchtime yoga'));
      expect(told).toHaveLength(1);
      expect(told[0]!.subject).toBe('Event cancelled: Lunchtime yoga');
      expect(told[0]!.body).toContain('your place on it is cancelled');
    }
    const mails = await h().db.select().from(mailOutbox).where(and(eq(mailOutbox.clientId, 'harbour'), like(mailOutbox.reference, 'event-cancelled:%')));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['coachee@harbour.example', 'member@harbour.example']);
    expect(mails.every((mail) => mail.subject === 'Event cancelled: Lunchtime yoga')).toBe(true);
    const harbourName = h().clients.find((client) => client.id === 'harbour')!.manifest.name;
    expect(mails.every((mail) => mail.fromAddress.startsWith(`"${harbourName}" <`) && mail.text.includes('“Lunchtime yoga”'))).toBe(true);

    // republished after its start: refused, and it stays a draft; deleted: gone
    h().clock.advance(5 * DAY);
    try {
      const later = await h().session('harbour', 'admin@harbour.example');
      expect((await h().refused(republishDraft, { id: taken.draft.id }, later)).body.err).toBe(EMPLOYER_EVENT_TIMES_MESSAGE);
    } finally {
      h().clock.advance(-5 * DAY);
    }
    const back = await h().call(republishDraft, { id: taken.draft.id }, admin);
    expect(back.kind).toBe('event');
    const republished = (await h().call(getEmployerEvents, {}, admin)).events.find((row) => row.id === back.id)!;
    expect(republished).toMatchObject({ title: 'Lunchtime yoga', booked: 0, capacity: 1, start_at: start.toISOString() });
    expect(await dateIds(member)).toContain(republished.date_id);

    // deleting a booked event also tells its member, once
    await h().call(bookEventDate, { event_date_id: republished.date_id }, member);
    expect(await h().call(deleteEmployerEvent, { id: back.id }, admin)).toEqual({ success: true, cancelled: 1 });
    expect(await dateIds(member)).not.toContain(republished.date_id);
    expect((await h().call(getNotifications, {}, member)).notifications.filter((row) => row.subject.includes('Lunchtime yoga'))).toHaveLength(2);
    expect((await h().call(getContentDrafts, {}, admin)).drafts.map((row) => row.kind)).not.toContain('event');
    expect((await h().refused(deleteEmployerEvent, { id: back.id }, admin)).status).toBe(404);
    expect(await adminActions()).toEqual(expect.arrayContaining(['event.unpublish', 'event.republish', 'event.delete']));
  }, 120_000);

  it("tells a German client's member in German, with the event's title and day", async () => {
    const admin = await h().session('kontor', 'admin@kontor.example');
    const member = await h().session('kontor', 'member@kontor.example');
    const start = new Date(h().clock.now().getTime() + 6 * DAY);
    start.setUTCHours(9, 0, 0, 0);
    const { event } = await h().call(
      createEmployerEvent,
      { title: 'Rückenschule', description: 'Für den Rücken.', start_at: start.toISOString(), end_at: new Date(start.getTime() + 3_600_000).toISOString(), capacity: 3 },
      admin,
    );
    await h().call(bookEventDate, { event_date_id: event.date_id }, member);
    expect((await h().call(unpublishEmployerEvent, { id: event.id }, admin)).cancelled).toBe(1);
    const [told] = (await h().call(getNotifications, {}, member)).notifications.filter((row) => row.subject.includes('Rückenschule'));
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(start);
    expect(told).toMatchObject({ subject: 'Veranstaltung abgesagt: Rückenschule' });
    expect(told!.body).toContain(`„Rückenschule“ am ${day} abgesagt`);
    const [mail] = await h().db.select().from(mailOutbox).where(and(eq(mailOutbox.clientId, 'kontor'), like(mailOutbox.reference, 'event-cancelled:%')));
    expect(mail).toMatchObject({ toAddress: 'member@kontor.example', subject: 'Veranstaltung abgesagt: Rückenschule' });
    expect(mail!.text).toMatch(/^Hallo /);
  }, 90_000);
});
