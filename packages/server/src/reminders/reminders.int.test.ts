import { and, asc, eq, gt, isNull, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cancelAppointment } from '@portal/contract/calls/bookings';
import type { AppointmentType } from '@portal/contract/calls/bookings';
import { withHarness } from '../../test/harness';
import { freshMember } from '../../test/members';
import { reminderWorkers } from '../../test/reminder-workers';
import { recordBooking } from '../bookings/service';
import { bookings } from '../bookings/schema';
import { corporateEventDates, corporateEventRegistrations, corporateEventSlots } from '../events/schema';
import { mailOutbox } from '../mail/schema';
import { claimDue } from './repository';
import { reminderJobs } from './schema';
import { CLAIM_MS } from './worker';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The reminder worker against the real schema (decision 0300): every reminder is sent once, by whichever of two
 * workers (two API processes: two connection pools on PostgreSQL) claims it; a job survives a worker that died
 * holding it; cancelled and moved bookings send nothing.
 */
withHarness('reminders', (h) => {
  const base = new Date(Date.now() + 10 * 24 * HOUR);
  base.setUTCMinutes(0, 0, 0);
  let clock = base;
  const { worker, secondDb } = reminderWorkers(h, () => clock);
  const member = async (clientId: string, language?: 'en' | 'de') => ({ ...(await freshMember(h(), clientId, language ? { language } : {}, { sessionMinutes: 60, now: new Date() })), clientId });
  const book = (who: { userId: number; clientId: string }, type: AppointmentType, startAt: Date) =>
    recordBooking(h().db, who, { appointmentType: type, startAt, endAt: new Date(startAt.getTime() + 45 * MINUTE), clinician: { id: 'CLN-1', name: 'Dr. Priya Raman' } });
  const mailsFor = (prefix: string) => h().db.select().from(mailOutbox).where(like(mailOutbox.reference, `reminder:${prefix}%`));
  const jobsFor = (prefix: string) => h().db.select().from(reminderJobs).where(like(reminderJobs.key, `${prefix}%`)).orderBy(asc(reminderJobs.runAt));

  it('sends each due reminder once while two workers race, in the member language with the .ics', async () => {
    clock = base;
    const start = new Date(base.getTime() + 3 * HOUR);
    const alex = await member('harbour');
    const kai = await member('kontor', 'de');
    const ids: number[] = [];
    const types: AppointmentType[] = ['Video', 'Audio', 'face_to_face', 'Coaching', 'mental_health', 'healthcoach'];
    for (let i = 0; i < 12; i++) ids.push(await book(i % 2 ? kai : alex, types[i % types.length]!, new Date(start.getTime() + i * MINUTE)));

    // planned at base (3 hours ahead: no video link, under a day), nothing due yet
    const planned = await worker(h().db).runOnce();
    expect(planned.sent).toBe(0);
    for (const id of ids) expect((await jobsFor(`booking:${id}:`)).map((job) => job.kind)).toEqual(['before-30m']);

    clock = new Date(start.getTime() - 20 * MINUTE + 12 * MINUTE);
    const a = worker(h().db);
    const b = worker(secondDb());
    const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
    const mails = (await Promise.all(ids.map((id) => mailsFor(`booking:${id}:`)))).map((list) => list.length);
    expect(mails).toEqual(ids.map(() => 1));
    expect(ra.failed + rb.failed).toBe(0);
    // another pass sends nothing more
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect((await Promise.all(ids.map((id) => mailsFor(`booking:${id}:`)))).flat()).toHaveLength(12);

    const [english] = await mailsFor(`booking:${ids[0]}:`);
    expect(english!.subject).toMatch(/^Reminder: Video session with Dr\. Priya Raman at \d\d:\d\d /);
    expect(english!.text).toContain(`/booking-video-room/${ids[0]}`);
    expect(english!.text).toContain('Harbour Mutual');
    expect(english!.fromAddress).toBe('"Harbour Mutual" <reminders@portal.test>');
    expect(english!.attachments[0]).toMatchObject({ filename: 'booking.ics', contentType: 'text/calendar' });
    expect(english!.attachments[0]!.content).toMatch(/BEGIN:VCALENDAR[\s\S]*SUMMARY:Video session with Dr\. Priya Raman[\s\S]*DTSTART:\d{8}T\d{6}Z/);
    const [german] = await mailsFor(`booking:${ids[1]}:`);
    expect(german!.subject).toMatch(/^Erinnerung: Audiositzung mit Dr\. Priya Raman um \d\d:\d\d /);
    expect(german!.text).toContain('Kontor Logistik');
    expect(german!.attachments[0]!.filename).toBe('termin.ics');
    const [faceToFace] = await mailsFor(`booking:${ids[2]}:`);
    expect(faceToFace!.text).not.toContain('/booking-video-room/');

    // the development outbox page lists them, with the .ics to download
    const page = await h().get('harbour', '/__outbox');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Reminder: Video session with Dr. Priya Raman at');
    expect(page.text).toContain(`/__outbox/${english!.id}/attachments/0`);
    const ics = await h().get('harbour', `/__outbox/${english!.id}/attachments/0`);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="booking.ics"');
    expect(ics.text).toBe(english!.attachments[0]!.content);
    expect((await h().get('harbour', '/__outbox/999999999/attachments/0')).status).toBe(404);
    // ?to= narrows the list to one recipient, whatever the case of the address
    const onlyGerman = await h().get('harbour', `/__outbox?to=${encodeURIComponent(german!.toAddress.toUpperCase())}`);
    expect(onlyGerman.text).toContain('Erinnerung: Audiositzung mit Dr. Priya Raman um');
    expect(onlyGerman.text).not.toContain('Reminder: Video session with Dr. Priya Raman at');
  });

  it('sends the video link of a coaching session 48 hours before, once across a worker that died holding it', async () => {
    const alex = await member('harbour');
    const start = new Date(base.getTime() + 50 * HOUR);
    const id = await book(alex, 'mental_health', start);
    clock = new Date(start.getTime() - 48 * HOUR - 30 * MINUTE);
    await worker(h().db).runOnce();
    const jobs = await jobsFor(`booking:${id}:`);
    expect(jobs.map((job) => [job.kind, job.runAt.toISOString()])).toEqual([
      ['video-link', new Date(start.getTime() - 48 * HOUR).toISOString()],
      ['before-30m', new Date(start.getTime() - 30 * MINUTE).toISOString()],
    ]);

    // a process claims the due link and dies before sending: the claim holds for CLAIM_MS, then runs out
    clock = new Date(start.getTime() - 48 * HOUR + MINUTE);
    const claimed = await claimDue(h().db, clock, CLAIM_MS, 1000);
    expect(claimed.map((job) => job.key)).toContain(jobs[0]!.key);
    const restarted = worker(secondDb());
    await restarted.runOnce();
    expect(await mailsFor(`booking:${id}:video-link`)).toHaveLength(0);

    clock = new Date(clock.getTime() + CLAIM_MS + MINUTE);
    await restarted.runOnce();
    await worker(h().db).runOnce();
    const sent = await mailsFor(`booking:${id}:video-link`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your video link: Mental health coaching session with Dr. Priya Raman');
    expect(sent[0]!.text).toContain(`http://harbour.localhost:3000/booking-video-room/${id}`);
  });

  it('sends nothing for a cancelled booking, a moved one (at its old time) or a cancelled event place', async () => {
    clock = new Date();
    const alex = await member('harbour');
    const start = new Date(Date.now() + 5 * HOUR);
    start.setUTCSeconds(0, 0);
    const cancelled = await book(alex, 'Video', start);
    const moved = await book(alex, 'Audio', start);
    const [date] = await h().db
      .select({ id: corporateEventDates.id })
      .from(corporateEventDates)
      .leftJoin(corporateEventSlots, eq(corporateEventSlots.eventDateId, corporateEventDates.id))
      .where(and(eq(corporateEventDates.clientId, 'harbour'), gt(corporateEventDates.startAt, new Date()), isNull(corporateEventSlots.id)))
      .limit(1);
    // the event's date moved next to the bookings, so one scan plans all three
    await h().db.update(corporateEventDates).set({ startAt: start, endAt: new Date(start.getTime() + HOUR) }).where(eq(corporateEventDates.id, date!.id));
    const [place] = await h().db.insert(corporateEventRegistrations).values({ clientId: 'harbour', userId: alex.userId, eventDateId: date!.id, status: 'registered' }).returning();
    await worker(h().db).runOnce();
    expect(await jobsFor(`booking:${cancelled}:`)).toHaveLength(1);
    expect(await jobsFor(`event:${place!.id}:`)).toHaveLength(1);

    await h().call(cancelAppointment, { appointment_id: String(cancelled), appointment_type: 'Video' }, { client: 'harbour', cookie: alex.cookie });
    const later = new Date(start.getTime() + 24 * HOUR);
    await h().db.update(bookings).set({ startAt: later, endAt: new Date(later.getTime() + HOUR) }).where(eq(bookings.id, moved));
    await h().db.update(corporateEventRegistrations).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(corporateEventRegistrations.id, place!.id));

    clock = new Date(start.getTime() - 10 * MINUTE);
    await worker(h().db).runOnce();
    expect(await mailsFor(`booking:${cancelled}:`)).toHaveLength(0);
    expect(await mailsFor(`booking:${moved}:before-30m:${start.toISOString()}`)).toHaveLength(0);
    expect(await mailsFor(`event:${place!.id}:`)).toHaveLength(0);
    expect((await jobsFor(`booking:${cancelled}:`)).map((job) => job.skipReason)).toEqual(['cancelled']);
    const movedJobs = await jobsFor(`booking:${moved}:`);
    expect(movedJobs.find((job) => job.startAt.getTime() === start.getTime())?.skipReason).toBe('moved');
    // the moved booking is reminded of its new time
    expect(movedJobs.some((job) => job.startAt.getTime() === later.getTime() && job.sentAt === null && job.skippedAt === null)).toBe(true);
  });
});
