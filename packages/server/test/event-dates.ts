import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/core/types';
import { corporateEventDates, corporateEvents } from '../src/events/schema';

/** The id of a date of a seeded event (its key in events/seed.ts), by position, soonest first. */
export async function eventDateId(db: Db, clientId: string, seedKey: string, position = 0): Promise<number> {
  const rows = await db
    .select({ id: corporateEventDates.id })
    .from(corporateEventDates)
    .innerJoin(corporateEvents, eq(corporateEvents.id, corporateEventDates.eventId))
    .where(and(eq(corporateEvents.clientId, clientId), eq(corporateEvents.seedKey, seedKey)))
    .orderBy(asc(corporateEventDates.startAt));
  const row = rows[position];
  if (!row) throw new Error(`no date ${position} of ${seedKey} at ${clientId}`);
  return row.id;
}
