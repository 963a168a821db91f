import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../core/types';
import { reminderKey } from './schedule';
import { reminderJobs } from './schema';

export const OFFER_LAPSE = 'offer-lapse' as const;

/** A place held for a member (status offered) and the time it runs out. */
export interface HeldPlace {
  readonly id: number;
  readonly clientId: string;
  readonly userId: number;
  readonly offeredUntil: Date;
}

/** The job that releases a held place when its time runs out: keyed by the place and that time, so planned once. */
export function offerLapseJob(place: HeldPlace): typeof reminderJobs.$inferInsert {
  return {
    key: reminderKey('event', place.id, OFFER_LAPSE, place.offeredUntil),
    clientId: place.clientId,
    userId: place.userId,
    source: 'event',
    sourceId: place.id,
    kind: OFFER_LAPSE,
    startAt: place.offeredUntil,
    runAt: place.offeredUntil,
  };
}

/**
 * Plans the release of a held place in the job table (decision 0300), in the transaction that holds it: the job
 * survives a restart, and the worker that claims it at `offeredUntil` releases the place (events/service.ts).
 */
export async function scheduleOfferLapse(db: Db, place: HeldPlace): Promise<void> {
  await db.insert(reminderJobs).values(offerLapseJob(place)).onConflictDoNothing({ target: reminderJobs.key });
}

/** The place is no longer held (paid for, or given up): its pending release is marked skipped with the reason. */
export async function dropOfferLapse(db: Db, placeId: number, now: Date, reason: string): Promise<void> {
  await db
    .update(reminderJobs)
    .set({ skippedAt: now, skipReason: reason, lockedUntil: null })
    .where(
      and(
        eq(reminderJobs.source, 'event'),
        eq(reminderJobs.sourceId, placeId),
        eq(reminderJobs.kind, OFFER_LAPSE),
        isNull(reminderJobs.sentAt),
        isNull(reminderJobs.skippedAt),
      ),
    );
}
