import { and, eq, lt, sql } from 'drizzle-orm';
import { bookings, coachAccounts, coaches, coachingSlots } from '../db/schema';
import type { Db } from '../core/types';
import { keptView } from '../db/news/kept-view';
import { perDb } from '../db/prepared';
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

/** Up to this many bookings per member are kept for the waiting room: a member waits for one or two at a time. */
const KEPT_PER_MEMBER = 16;

/**
 * The bookings a member's waiting room asked for, by id: the row when it is the member's own, null when it is
 * not (another's, or none). Kept per member while no news of their bookings came (db/news, decision 0430):
 * a booking becomes or stops being theirs, or changes, only by a write that sends news of them.
 */
const keptRoomBookings = keptView<ReadonlyMap<number, RoomBooking | null>>({ name: "member's waiting room", reads: [bookings] });

/** A booking of the member's own by id, or undefined: what the waiting room polls for, from memory while it holds. */
export async function findMemberBooking(db: Db, member: { readonly clientId: string; readonly userId: number }, id: number): Promise<RoomBooking | undefined> {
  const fresh = keptRoomBookings.of(db);
  const known = fresh.get(member.clientId, member.userId)?.get(id);
  if (known !== undefined) return known ?? undefined;
  const asked = fresh.asking(member.clientId, member.userId);
  // read after asking: what news had dropped before is gone, and news from now on refuses the new value
  const kept = fresh.get(member.clientId, member.userId);
  try {
    const row = await keptRoomBookings.reading(() => findClientBooking(db, member.clientId, id));
    const own = row && row.userId === member.userId ? row : null;
    const next = new Map(kept && kept.size < KEPT_PER_MEMBER ? kept : []);
    next.set(id, own);
    fresh.answered(member.clientId, member.userId, asked, next);
    return own ?? undefined;
  } catch (error) {
    fresh.failed(member.clientId, member.userId, asked);
    throw error;
  }
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
