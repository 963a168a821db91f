import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookEventDate, bookTimeslot } from '@portal/contract/calls/events';
import { testDb, withHarness, type Harness } from '../../test/harness';
import { TEST_HOOKS_PREFIX } from '../testing/routes';
import { corporateEventDates, corporateEventRegistrations, corporateEventSlots } from './schema';
import { insertEventIfNew } from './repository';
import { FULLY_BOOKED_MESSAGE, SLOT_FULL_MESSAGE } from './service';

const RACERS = 100;

/** Members made through the test hook without demo data, each with their own session cookie. */
async function racers(h: Harness, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const reply = await h.request('harbour', `${TEST_HOOKS_PREFIX}/members`, {
      bookings: false,
      notifications: false,
      profile: false,
      myList: false,
      reports: false,
    });
    expect(reply.status, reply.text).toBe(200);
    cookies.push(`${reply.body.session.cookieName}=${reply.body.session.token}`);
  }
  return cookies;
}

// The row lock of the conditional UPDATE only matters with real concurrent connections: PostgreSQL only.
withHarness(
  'events: the last seat',
  (h) => {
    it.runIf(testDb() === 'postgres')(`${RACERS} members racing for the last seat of a date or a slot: exactly one wins`, async () => {
      const start = new Date(Date.now() + 10 * 86_400_000);
      const end = new Date(start.getTime() + 3_600_000);
      const seeded = await insertEventIfNew(
        h().db,
        { clientId: 'harbour', seedKey: 'race', type: 'event', texts: { en: { title: 'Race', description: 'Last seat' } }, locationIds: [] },
        [{ startAt: start, endAt: end, capacity: 30, booked: 29 }],
      );
      const service = await insertEventIfNew(
        h().db,
        { clientId: 'harbour', seedKey: 'race-service', type: 'service', texts: { en: { title: 'Race slots', description: 'Last slot' } }, locationIds: [] },
        [{ startAt: start, endAt: end, capacity: 1, slots: [{ startAt: start, endAt: end, capacity: 1 }] }],
      );
      const dateId = seeded!.dates[0]!.date.id;
      const slotId = service!.dates[0]!.slots[0]!.id;
      const cookies = await racers(h(), RACERS);

      const dateReplies = await Promise.all(cookies.map((cookie) => h().request('harbour', bookEventDate.path, { event_date_id: dateId }, { cookie })));
      const slotReplies = await Promise.all(cookies.map((cookie) => h().request('harbour', bookTimeslot.path, { timeslot_id: slotId }, { cookie })));

      for (const [replies, message] of [[dateReplies, FULLY_BOOKED_MESSAGE], [slotReplies, SLOT_FULL_MESSAGE]] as const) {
        expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
        const losers = replies.filter((reply) => reply.status !== 200);
        expect(losers).toHaveLength(RACERS - 1);
        for (const loser of losers) expect(loser).toMatchObject({ status: 409, body: { success: false, err: message } });
      }
      const [date] = await h().db.select().from(corporateEventDates).where(eq(corporateEventDates.id, dateId));
      expect(date!.booked).toBe(30);
      const [slot] = await h().db.select().from(corporateEventSlots).where(eq(corporateEventSlots.id, slotId));
      expect(slot!.booked).toBe(1);
      const places = await h()
        .db.select()
        .from(corporateEventRegistrations)
        .where(and(eq(corporateEventRegistrations.status, 'registered'), eq(corporateEventRegistrations.eventDateId, dateId)));
      expect(places).toHaveLength(1);
    }, 300_000);
  },
  { env: { PORTAL_TEST_HOOKS: '1' } },
);
