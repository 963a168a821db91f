import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { perDb } from '../db/prepared';
import { chatUploads } from '../uploads/schema';
import { chatConversations, chatMessages, chatReadState, chatTokens, type ConversationStatus, type ParticipantKind } from './schema';

export type ConversationRow = typeof chatConversations.$inferSelect;
/** A conversation with a coach: its service and coach are set (the rows of kind coaching). */
export type CoachingConversationRow = ConversationRow & { readonly service: NonNullable<ConversationRow['service']>; readonly coachId: number };
export const isCoachingConversation = (row: ConversationRow): row is CoachingConversationRow => row.kind === 'coaching' && row.service !== null && row.coachId !== null;
export type MessageRow = typeof chatMessages.$inferSelect;
export type UploadRow = typeof chatUploads.$inferSelect;

export async function findConversationOf(db: Db, clientId: string, userId: number, service: NonNullable<ConversationRow['service']>): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.clientId, clientId), eq(chatConversations.userId, userId), eq(chatConversations.service, service)))
    .limit(1);
  return rows[0];
}

/** A conversation by its public sid, only within the client: a sid of another client is not found. */
export async function findConversationBySid(db: Db, clientId: string, sid: string): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.clientId, clientId), eq(chatConversations.sid, sid)))
    .limit(1);
  return rows[0];
}

// read on every message a socket sends (the discharge rule reads the status afresh): prepared once per database
const conversationById = perDb((db) =>
  db.select().from(chatConversations).where(eq(chatConversations.id, sql.placeholder('id'))).limit(1).prepare('portal_chat_conversation_by_id'),
);

export async function findConversationById(db: Db, id: number): Promise<ConversationRow | undefined> {
  const rows = await conversationById(db).execute({ id });
  return rows[0];
}

/** The staff side of a conversation: its coach, or the client's support staff. */
export const staffSideOf = (conversation: Pick<ConversationRow, 'kind'>): ParticipantKind => (conversation.kind === 'support' ? 'support' : 'coach');

async function insertConversation(db: Db, row: typeof chatConversations.$inferInsert): Promise<ConversationRow | undefined> {
  const inserted = await db.insert(chatConversations).values(row).onConflictDoNothing().returning();
  if (inserted[0]) {
    await db
      .insert(chatReadState)
      .values([
        { conversationId: inserted[0].id, participant: 'member' },
        { conversationId: inserted[0].id, participant: staffSideOf(inserted[0]) },
      ])
      .onConflictDoNothing();
  }
  return inserted[0];
}

/** Creates the member's conversation for the service, or returns the one a racing request created. */
export async function createConversation(db: Db, row: typeof chatConversations.$inferInsert & { service: NonNullable<ConversationRow['service']> }): Promise<{ row: ConversationRow; created: boolean }> {
  const inserted = await insertConversation(db, { ...row, kind: 'coaching' });
  if (inserted) return { row: inserted, created: true };
  const existing = await findConversationOf(db, row.clientId, row.userId, row.service);
  if (!existing) throw new Error('conversation neither inserted nor found');
  return { row: existing, created: false };
}

/** The member's open support conversation, if they have one. */
export async function findOpenSupportConversation(db: Db, clientId: string, userId: number): Promise<ConversationRow | undefined> {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.clientId, clientId), eq(chatConversations.userId, userId), eq(chatConversations.kind, 'support'), eq(chatConversations.status, 'active')))
    .limit(1);
  return rows[0];
}

/** Opens a support conversation for the member, or returns the open one a racing request created (one open per member). */
export async function createSupportConversation(
  db: Db,
  row: Omit<typeof chatConversations.$inferInsert, 'kind' | 'service' | 'coachId' | 'status'>,
): Promise<{ row: ConversationRow; created: boolean }> {
  const inserted = await insertConversation(db, { ...row, kind: 'support', service: null, coachId: null, status: 'active' });
  if (inserted) return { row: inserted, created: true };
  const existing = await findOpenSupportConversation(db, row.clientId, row.userId);
  if (!existing) throw new Error('support conversation neither inserted nor found');
  return { row: existing, created: false };
}

/** The client's support conversations, most recently active first (the support inbox). */
export async function supportConversationsOf(db: Db, clientId: string, limit = 200): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.clientId, clientId), eq(chatConversations.kind, 'support')))
    .orderBy(desc(chatConversations.lastActiveAt), desc(chatConversations.id))
    .limit(limit);
}

export async function touchConversation(db: Db, id: number, at: Date): Promise<void> {
  await db.update(chatConversations).set({ lastActiveAt: at }).where(eq(chatConversations.id, id));
}

export async function setConversationStatus(db: Db, id: number, status: ConversationStatus): Promise<void> {
  await db.update(chatConversations).set({ status }).where(eq(chatConversations.id, id));
}

/**
 * How a new message is announced in the statement that writes it (PostgreSQL's bus, realtime/bus.ts): the
 * NOTIFY payload is `head || id || mid || index || tail`, the two numbers being the row's, so the announcement
 * commits with the row and costs no second round trip.
 */
export interface Announcement {
  readonly channel: string;
  readonly head: string;
  readonly mid: string;
  readonly tail: string;
}

/**
 * Appends a message with the next index, touching the conversation, in one statement (the hot path of
 * bench:chat). The unique (conversation, index) index makes a racing append fail instead of sharing an index,
 * and it is retried. A closed conversation and a member's message to a discharged one are refused here as well
 * (undefined), so a discharge or a close a socket has not heard of yet still applies.
 */
export async function appendMessage(
  db: Db,
  message: Omit<typeof chatMessages.$inferInsert, 'index' | 'id'>,
  announce?: Announcement,
): Promise<MessageRow | undefined> {
  const createdAt = message.createdAt.toISOString();
  const notify = announce ? sql`, pg_notify(${announce.channel}, ${announce.head} || m.id || ${announce.mid} || m."index" || ${announce.tail})` : sql``;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = (await db.execute(sql`
        with c as (
          update chat_conversations set last_active_at = ${createdAt}::timestamptz
          where id = ${message.conversationId} and status <> 'closed' and (${message.author} <> 'member' or status <> 'discharged')
          returning id
        ), m as (
          insert into chat_messages (conversation_id, "index", author, author_user_id, body, upload_id, attributes, created_at)
          select c.id, (select coalesce(max("index"), -1) + 1 from chat_messages where conversation_id = c.id),
            ${message.author}, ${message.authorUserId}, ${message.body}, ${message.uploadId ?? null},
            ${message.attributes ? JSON.stringify(message.attributes) : null}::jsonb, ${createdAt}::timestamptz
          from c
          returning id, "index"
        )
        select m.id, m."index"${notify} from m`)) as unknown as { rows: { id: number; index: number }[] };
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        id: Number(row.id),
        conversationId: message.conversationId,
        index: Number(row.index),
        author: message.author,
        authorUserId: message.authorUserId,
        body: message.body,
        uploadId: message.uploadId ?? null,
        attributes: message.attributes ?? null,
        createdAt: message.createdAt,
      };
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
}

export async function findMessage(db: Db, id: number): Promise<MessageRow | undefined> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return rows[0];
}

/** The latest `limit` messages, oldest first. */
export async function listMessages(db: Db, conversationId: number, limit = 200): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(sql`${chatMessages.index} desc`)
    .limit(limit);
  return rows.reverse();
}

/** How far each side has read; `support` only for a support conversation (whose coach mark stays -1). */
export interface ReadIndexes {
  member: number;
  coach: number;
  support?: number;
}

export async function readIndexes(db: Db, conversationId: number): Promise<ReadIndexes> {
  const rows = await db.select().from(chatReadState).where(eq(chatReadState.conversationId, conversationId));
  const of = (kind: ParticipantKind) => rows.find((row) => row.participant === kind)?.lastReadIndex ?? -1;
  const marks: ReadIndexes = { member: of('member'), coach: of('coach') };
  if (rows.some((row) => row.participant === 'support')) marks.support = of('support');
  return marks;
}

/** Moves a side's read mark forward only, never back (an older tab cannot unread). Returns the mark now. */
export async function markRead(db: Db, conversationId: number, participant: ParticipantKind, index: number): Promise<number> {
  const rows = await db
    .insert(chatReadState)
    .values({ conversationId, participant, lastReadIndex: index })
    .onConflictDoUpdate({
      target: [chatReadState.conversationId, chatReadState.participant],
      set: { lastReadIndex: sql`greatest(${chatReadState.lastReadIndex}, excluded.last_read_index)` },
    })
    .returning({ lastReadIndex: chatReadState.lastReadIndex });
  return rows[0]!.lastReadIndex;
}

/** Messages of the other side above the reader's mark, per conversation. */
export async function unreadCounts(db: Db, conversationIds: readonly number[], reader: ParticipantKind): Promise<Map<number, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({ conversationId: chatMessages.conversationId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatReadState, and(eq(chatReadState.conversationId, chatMessages.conversationId), eq(chatReadState.participant, reader)))
    .where(and(inArray(chatMessages.conversationId, [...conversationIds]), gt(chatMessages.index, chatReadState.lastReadIndex), sql`${chatMessages.author} <> ${reader}`))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, Number(row.count)]));
}

export async function saveToken(db: Db, row: typeof chatTokens.$inferInsert): Promise<void> {
  await db.insert(chatTokens).values(row).onConflictDoNothing();
  // tokens of a day ago are of no use to anybody; pruning here keeps the table small without a job
  await db.delete(chatTokens).where(sql`${chatTokens.expiresAt} < ${new Date(row.expiresAt.getTime() - 2 * 86_400_000)}`);
}

export async function findToken(db: Db, tokenHash: string): Promise<typeof chatTokens.$inferSelect | undefined> {
  const rows = await db.select().from(chatTokens).where(eq(chatTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

export async function uploadsById(db: Db, ids: readonly string[]): Promise<Map<string, UploadRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(chatUploads).where(inArray(chatUploads.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function conversationsOfCoaches(db: Db, clientId: string, coachIds: readonly number[]): Promise<ConversationRow[]> {
  if (coachIds.length === 0) return [];
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.clientId, clientId), inArray(chatConversations.coachId, [...coachIds])))
    .orderBy(asc(chatConversations.id));
}

export async function revokeTokens(db: Db, conversationId: number, userId: number): Promise<void> {
  await db.delete(chatTokens).where(and(eq(chatTokens.conversationId, conversationId), eq(chatTokens.userId, userId)));
}
