import { and, eq, lt, sql } from 'drizzle-orm';
import { bookings } from '../bookings/schema';
import { coaches, coachingSlots } from '../coaching/schema';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { coachAccounts } from '../workspace/schema';
import { videoFeedback, videoRoomTokens, videoSignals, videoStaff } from './schema';

export type RoomBooking = Pick<
  typeof bookings.$inferSelect,
  | 'id'
  | 'clientId'
  | 'userId'
  | 'store'
  | 'appointmentType'
  | 'status'
  | 'startAt'
  | 'endAt'
  | 'clinicianId'
  | 'clinicianName'
  | 'clinicianImage'
>;
export type RoomToken = typeof videoRoomTokens.$inferSelect;
export type Signal = typeof videoSignals.$inferSelect;

const clientBooking = perDb((db) =>
  db
    .select({
      id: bookings.id,
      clientId: bookings.clientId,
      userId: bookings.userId,
      store: bookings.store,
      appointmentType: bookings.appointmentType,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      clinicianId: bookings.clinicianId,
      clinicianName: bookings.clinicianName,
      clinicianImage: bookings.clinicianImage,
    })
    .from(bookings)
    .where(and(eq(bookings.clientId, sql.placeholder('clientId')), eq(bookings.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('portal_room_booking'),
);

/** A booking of the client by id, whoever booked it: the service decides who may use its room. Polled by the waiting room. */
export async function findClientBooking(db: Db, clientId: string, id: number): Promise<RoomBooking | undefined> {
  const rows = await clientBooking(db).execute({ clientId, id });
  return rows[0];
}

/**
 * The staff references a staff user answers for: a row of video_staff (clinicians, `CLN-…`), and the coaches
 * the coach workspace links them to (coach_accounts: coaching bookings name their coach as `COA-<coach id>`).
 */
export async function staffRefsOf(db: Db, clientId: string, userId: number): Promise<readonly string[]> {
  const [linked, coachLinks] = await Promise.all([
    db.select({ staffRef: videoStaff.staffRef }).from(videoStaff).where(and(eq(videoStaff.clientId, clientId), eq(videoStaff.userId, userId))),
    db.select({ coachId: coachAccounts.coachId }).from(coachAccounts).where(and(eq(coachAccounts.clientId, clientId), eq(coachAccounts.userId, userId))),
  ]);
  return [...linked.map((row) => row.staffRef), ...coachLinks.map((row) => `COA-${row.coachId}`)];
}

export async function linkStaff(db: Db, row: typeof videoStaff.$inferInsert): Promise<void> {
  await db
    .insert(videoStaff)
    .values(row)
    .onConflictDoNothing();
}

export async function findCoachRow(db: Db, clientId: string, id: number) {
  const rows = await db
    .select({ id: coaches.id, name: coaches.name, avatarUrl: coaches.avatarUrl, position: coaches.position })
    .from(coaches)
    .where(and(eq(coaches.clientId, clientId), eq(coaches.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertRoomToken(db: Db, row: RoomToken, now: Date): Promise<void> {
  // expired tokens admit nobody; dropping them here keeps the table at the size of the rooms open now
  await db.delete(videoRoomTokens).where(lt(videoRoomTokens.expiresAt, now));
  await db.insert(videoRoomTokens).values(row);
}

export async function findRoomToken(db: Db, tokenHash: string): Promise<RoomToken | undefined> {
  const rows = await db
    .select()
    .from(videoRoomTokens)
    .where(eq(videoRoomTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

export async function insertSignal(
  db: Db,
  row: Omit<typeof videoSignals.$inferInsert, 'id'>,
): Promise<number> {
  const [inserted] = await db.insert(videoSignals).values(row).returning({ id: videoSignals.id });
  // signals matter for seconds: older ones of the room are of no use to anybody
  await db
    .delete(videoSignals)
    .where(
      and(
        eq(videoSignals.clientId, row.clientId),
        eq(videoSignals.bookingId, row.bookingId),
        lt(videoSignals.createdAt, new Date(row.createdAt.getTime() - 10 * 60_000)),
      ),
    );
  return inserted!.id;
}

export async function findSignal(
  db: Db,
  clientId: string,
  bookingId: number,
  id: number,
): Promise<Signal | undefined> {
  const rows = await db
    .select()
    .from(videoSignals)
    .where(
      and(
        eq(videoSignals.id, id),
        eq(videoSignals.clientId, clientId),
        eq(videoSignals.bookingId, bookingId),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function deliveryTypeOf(
  db: Db,
  clientId: string,
  bookingId: number,
): Promise<'video' | 'chat' | null> {
  const rows = await db
    .select({ deliveryType: coachingSlots.deliveryType })
    .from(coachingSlots)
    .where(and(eq(coachingSlots.clientId, clientId), eq(coachingSlots.bookingId, bookingId)))
    .limit(1);
  return rows[0]?.deliveryType ?? null;
}

export async function saveFeedback(db: Db, row: typeof videoFeedback.$inferInsert): Promise<void> {
  await db
    .insert(videoFeedback)
    .values(row)
    .onConflictDoUpdate({
      target: [videoFeedback.clientId, videoFeedback.bookingId, videoFeedback.userId],
      set: { rating: row.rating, recommend: row.recommend, comment: row.comment, answeredAt: row.answeredAt },
    });
}
