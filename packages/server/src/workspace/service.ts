import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { getCoachees } from '@portal/contract/calls/workspace';
import type { CallResponse } from '@portal/contract/define-call';
import { chatConversations, chatMessages, chatReadState, coachAccounts, coaches, coachingSlots, users, videoStaff } from '../db/schema';
import { coachIdsOf, conversationsOfCoaches, unreadFor } from '../chat/public';
import { replyWeight, sharedReply, type Db, type JsonReply, type Member } from '../core/types';
import { keptView } from '../db/news/kept-view';

async function namesOf(db: Db, clientId: string, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...new Set(userIds)])));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

type CoacheesReply = JsonReply<CallResponse<typeof getCoachees>>;

/**
 * The coach's inbox and upcoming sessions, answered from memory while the database sends no news of the client's
 * conversations, messages, read marks, names, coaches, slots or staff links, and no session has ended since
 * (db/news, decision 0450): the coach's page polls it. Kept per account and roles, as the roles say which
 * coaches it answers for.
 */
const keptCoachees = keptView<CoacheesReply>({
  name: "coach's coachees",
  reads: [chatConversations, chatMessages, chatReadState, users, coaches, coachingSlots, coachAccounts, videoStaff],
  scope: 'client',
  weigh: replyWeight,
  maxWeight: 8_000_000,
});

export function coacheesReply(db: Db, coach: Member, now: Date): Promise<CoacheesReply> {
  return keptCoachees.read(db, coach.clientId, `${coach.userId} ${(coach.roles ?? []).join(',')}`, now.getTime(), async () => {
    const [coachees, upcoming] = await Promise.all([coacheesOf(db, coach), upcomingOf(db, coach, now)]);
    // the list changes by itself when a session on it ends
    return { value: sharedReply({ success: true, coachees, upcoming }), until: Math.min(...upcoming.map((slot) => Date.parse(slot.end))) };
  });
}

/** The inbox: the coach's coachees in their own client, most recently active first, with unread counts. */
export async function coacheesOf(db: Db, coach: Member) {
  const coachIds = await coachIdsOf(db, coach);
  const conversations = await conversationsOfCoaches(db, coach.clientId, coachIds);
  const unread = await unreadFor(db, conversations, 'coach');
  const names = await namesOf(db, coach.clientId, conversations.map((c) => c.userId));
  return conversations
    .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
    .map((c) => ({
      conversation_sid: c.sid,
      name: names.get(c.userId) ?? '',
      status: c.status,
      unread: unread.get(c.id) ?? 0,
      last_active_at: c.lastActiveAt.toISOString(),
    }));
}

/** The booked slots still to come of the coaches the account answers for. */
export async function upcomingOf(db: Db, coach: Member, now: Date) {
  const coachIds = await coachIdsOf(db, coach);
  if (coachIds.length === 0) return [];
  const rows = await db
    .select({ bookingId: coachingSlots.bookingId, start: coachingSlots.startAt, end: coachingSlots.endAt, deliveryType: coachingSlots.deliveryType, userId: coachingSlots.userId, coachName: coaches.name })
    .from(coachingSlots)
    .innerJoin(coaches, eq(coaches.id, coachingSlots.coachId))
    .where(and(eq(coachingSlots.clientId, coach.clientId), inArray(coachingSlots.coachId, coachIds), isNotNull(coachingSlots.userId), gt(coachingSlots.endAt, now)))
    .orderBy(asc(coachingSlots.startAt))
    .limit(50);
  const names = await namesOf(db, coach.clientId, rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
  return rows.map((row) => ({
    booking_id: row.bookingId,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    delivery_type: row.deliveryType ?? 'video',
    coachee_name: row.userId === null ? '' : (names.get(row.userId) ?? ''),
    coach_name: row.coachName,
  }));
}

export async function coacheeName(db: Db, clientId: string, userId: number): Promise<string> {
  return (await namesOf(db, clientId, [userId])).get(userId) ?? '';
}
