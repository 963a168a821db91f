import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DISCHARGED_STATUS } from '@portal/contract/calls/chat';
import { CHAT_MESSAGE_MAX_LENGTH, CLOSED_MESSAGE, DISCHARGED_MESSAGE, EMPTY_MESSAGE, type ChatMessage } from '@portal/contract/chat-socket';
import { coachAccounts, coaches, coachingAssignments, type CoachingService, type Localised } from '../db/schema';
import { CallError, type Db, type Member } from '../core/types';
import { MAX_PAYLOAD_BYTES, payloadOf, topicBusOf } from '../realtime/bus';
import * as repo from './repository';
import type { ConversationRow, MessageRow, UploadRow } from './repository';
import type { ConversationStatus, ParticipantKind } from './schema';
import { chatTransportConfig, localChatToken, mintTwilioChatToken, tokenHash, type ChatTransportConfig, type TwilioChatSettings } from './transport';
import { provisionTwilioConversation } from './twilio-conversations';

export const NO_COACH_MESSAGE = 'You do not have a coach for this service yet.';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'We could not find this conversation.';
export const CHAT_TOKEN_MESSAGE = 'Please join the chat first.';
export const SUPPORT_FILES_MESSAGE = 'The support chat takes text messages only.';

export interface Participant {
  readonly kind: ParticipantKind;
  readonly userId: number;
  readonly identity: string;
}

/** Chat identities carry the client, since one Twilio service may serve several clients. */
export const memberIdentity = (conversation: Pick<ConversationRow, 'clientId' | 'userId'>) => `${conversation.clientId}-member-${conversation.userId}`;
export const coachIdentity = (conversation: Pick<ConversationRow, 'clientId' | 'coachId'>) => `${conversation.clientId}-coach-${conversation.coachId}`;
/** The support side of the client: every support agent writes as the client's support team (one read mark, one Twilio identity). */
export const supportIdentity = (conversation: Pick<ConversationRow, 'clientId'>) => `${conversation.clientId}-support`;

/** The chat identity of a side of the conversation. */
export function identityOf(conversation: Pick<ConversationRow, 'clientId' | 'userId' | 'coachId'>, kind: ParticipantKind): string {
  if (kind === 'member') return memberIdentity(conversation);
  return kind === 'support' ? supportIdentity(conversation) : coachIdentity(conversation);
}

/**
 * The topic of a conversation on the bus; payloads are ids and marks (decision 0200), and a text message rides
 * along with its id when it fits, so the receiving sockets need not read it back (the hot path of bench:chat).
 */
export const conversationTopic = (conversationId: number) => `chat:${conversationId}`;

export type BusEvent =
  | { readonly t: 'm'; readonly id: number; readonly m?: ChatMessage }
  | { readonly t: 'r'; readonly p: ParticipantKind; readonly i: number }
  | { readonly t: 'typing'; readonly p: ParticipantKind }
  | { readonly t: 's'; readonly status: ConversationStatus };

export async function publish(db: Db, conversationId: number, event: BusEvent): Promise<void> {
  await topicBusOf(db).publish(conversationTopic(conversationId), JSON.stringify(event));
}

/** The coach ids a staff user answers for in the client (none for a member without the coach role). */
export async function coachIdsOf(db: Db, actor: Member): Promise<number[]> {
  if (!(actor.roles ?? []).includes('coach')) return [];
  const rows = await db
    .select({ coachId: coachAccounts.coachId })
    .from(coachAccounts)
    .where(and(eq(coachAccounts.clientId, actor.clientId), eq(coachAccounts.userId, actor.userId)));
  return rows.map((row) => row.coachId);
}

/** Staff with the support role answer their own client's support conversations (decision 0340). */
export const isSupportStaff = (actor: Member): boolean => (actor.roles ?? []).includes('support');

/**
 * Who the actor is in the conversation: its member, a coach account of its coach (coaching), or support staff of
 * its client (support); null for anybody else (another member, another coach, any user of another client).
 */
export async function participantOf(db: Db, conversation: ConversationRow, actor: Member): Promise<Participant | null> {
  if (conversation.clientId !== actor.clientId) return null;
  if (conversation.userId === actor.userId) return { kind: 'member', userId: actor.userId, identity: memberIdentity(conversation) };
  if (conversation.kind === 'support') return isSupportStaff(actor) ? { kind: 'support', userId: actor.userId, identity: supportIdentity(conversation) } : null;
  if (conversation.coachId !== null && (await coachIdsOf(db, actor)).includes(conversation.coachId)) return { kind: 'coach', userId: actor.userId, identity: coachIdentity(conversation) };
  return null;
}

/** A conversation the actor takes part in, by sid; anything else reads as not found (404), never as someone's. */
export async function conversationFor(db: Db, actor: Member, sid: string): Promise<{ conversation: ConversationRow; participant: Participant }> {
  const conversation = await repo.findConversationBySid(db, actor.clientId, sid);
  const participant = conversation ? await participantOf(db, conversation, actor) : null;
  if (!conversation || !participant) throw new CallError(404, CONVERSATION_NOT_FOUND_MESSAGE);
  return { conversation, participant };
}

function localised(text: Localised | null, language: string): string {
  return text?.[language] ?? text?.en ?? '';
}

async function coachOf(db: Db, clientId: string, coachId: number) {
  const rows = await db.select().from(coaches).where(and(eq(coaches.clientId, clientId), eq(coaches.id, coachId))).limit(1);
  return rows[0];
}

async function assignedCoachId(db: Db, member: Member, service: CoachingService): Promise<number | undefined> {
  const rows = await db
    .select({ coachId: coachingAssignments.coachId })
    .from(coachingAssignments)
    .where(and(eq(coachingAssignments.clientId, member.clientId), eq(coachingAssignments.userId, member.userId), eq(coachingAssignments.service, service)))
    .limit(1);
  return rows[0]?.coachId;
}

/** The member's conversation of the service: the one they have, else a new one with the coach their booking assigned. */
export async function conversationOfMember(db: Db, member: Member, service: CoachingService, now: Date, coachId?: number): Promise<{ row: ConversationRow; created: boolean }> {
  const existing = await repo.findConversationOf(db, member.clientId, member.userId, service);
  if (existing) return { row: existing, created: false };
  const coach = coachId ?? (await assignedCoachId(db, member, service));
  if (coach === undefined) throw new CallError(404, NO_COACH_MESSAGE);
  return repo.createConversation(db, {
    sid: `CH${randomBytes(16).toString('hex')}`,
    clientId: member.clientId,
    userId: member.userId,
    service,
    coachId: coach,
    status: 'active',
    lastActiveAt: now,
    createdAt: now,
  });
}

let transportConfig: ChatTransportConfig | null = null;
/** Read once: a server whose Twilio settings are incomplete fails its first chat call loudly, not each socket. */
export function transport(): ChatTransportConfig {
  transportConfig ??= chatTransportConfig();
  return transportConfig;
}

/** A chat token for the participant: Twilio's AccessToken or the local transport's random token; its hash is kept for the uploader. */
/** The member's open support conversation, or a new one (decision 0340). */
export async function supportConversationOf(db: Db, member: Member, now: Date): Promise<{ row: ConversationRow; created: boolean }> {
  const existing = await repo.findOpenSupportConversation(db, member.clientId, member.userId);
  if (existing) return { row: existing, created: false };
  return repo.createSupportConversation(db, {
    sid: `CH${randomBytes(16).toString('hex')}`,
    clientId: member.clientId,
    userId: member.userId,
    lastActiveAt: now,
    createdAt: now,
  });
}

/**
 * Shuts the member's open support conversation down (sign-out at a client with chatWidget.shutdownOnLogout): it
 * is closed for both sides, its tokens end, and open sockets hear the status; the next join starts a fresh one.
 */
export async function closeSupportConversation(db: Db, member: Pick<Member, 'clientId' | 'userId'>): Promise<boolean> {
  const open = await repo.findOpenSupportConversation(db, member.clientId, member.userId);
  if (!open) return false;
  await setStatus(db, open, 'closed');
  await repo.revokeTokens(db, open.id, member.userId);
  return true;
}

export async function issueToken(db: Db, conversation: ConversationRow, participant: Participant, now: Date, config: ChatTransportConfig = transport()): Promise<string> {
  if (config.twilio) await provisionOnTwilio(config.twilio, conversation);
  const token = config.twilio ? await mintTwilioChatToken(config.twilio, participant.identity, config.tokenTtlSeconds, now) : localChatToken();
  await repo.saveToken(db, {
    tokenHash: tokenHash(token),
    conversationId: conversation.id,
    userId: participant.userId,
    expiresAt: new Date(now.getTime() + config.tokenTtlSeconds * 1000),
  });
  return token;
}

export const CHAT_SERVICE_MESSAGE = 'The chat service could not be reached. Please try again.';

/** On Twilio, the conversation and both participants must exist before the browser joins it by our sid. */
async function provisionOnTwilio(settings: TwilioChatSettings, conversation: ConversationRow): Promise<void> {
  try {
    await provisionTwilioConversation(settings, {
      uniqueName: conversation.sid,
      friendlyName: conversation.kind === 'support' ? `${conversation.clientId} support` : `${conversation.clientId} ${conversation.service} coaching`,
      identities: [memberIdentity(conversation), identityOf(conversation, repo.staffSideOf(conversation))],
    });
  } catch (error) {
    console.error(`[chat] Twilio provisioning of ${conversation.sid} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new CallError(409, CHAT_SERVICE_MESSAGE);
  }
}

export async function checkToken(db: Db, token: string, conversation: ConversationRow, participant: Participant, now: Date): Promise<void> {
  const row = await repo.findToken(db, tokenHash(token));
  if (!row || row.conversationId !== conversation.id || row.userId !== participant.userId || row.expiresAt <= now) {
    throw new CallError(403, CHAT_TOKEN_MESSAGE);
  }
}

/** Leaving ends the participant's chat tokens for the conversation: a later upload needs a new join. */
export async function leave(db: Db, conversation: ConversationRow, participant: Participant): Promise<void> {
  await repo.revokeTokens(db, conversation.id, participant.userId);
}

export function coachDetails(db: Db, conversation: ConversationRow, language: string) {
  const found = conversation.coachId === null ? Promise.resolve(undefined) : coachOf(db, conversation.clientId, conversation.coachId);
  return found.then((coach) => ({
    name: coach?.name ?? '',
    title: localised(coach?.position ?? null, language) || 'Healthcoach',
  }));
}

export function fileUrl(upload: Pick<UploadRow, 'id'>): string {
  return `/application/uploader/file/${upload.id}`;
}

export function toChatMessage(conversation: ConversationRow, row: MessageRow, upload: UploadRow | undefined): ChatMessage {
  return {
    index: row.index,
    author: identityOf(conversation, row.author),
    from: row.author,
    type: upload ? 'media' : 'text',
    body: row.body,
    files: upload ? [{ url: fileUrl(upload), name: upload.name, type: upload.type, size: upload.size }] : [],
    timestamp: row.createdAt.toISOString(),
  };
}

export async function history(db: Db, conversation: ConversationRow): Promise<ChatMessage[]> {
  const rows = await repo.listMessages(db, conversation.id);
  const uploads = await repo.uploadsById(db, rows.flatMap((row) => (row.uploadId ? [row.uploadId] : [])));
  return rows.map((row) => toChatMessage(conversation, row, row.uploadId ? uploads.get(row.uploadId) : undefined));
}

export async function messageById(db: Db, conversation: ConversationRow, id: number): Promise<ChatMessage | null> {
  const row = await repo.findMessage(db, id);
  if (!row || row.conversationId !== conversation.id) return null;
  const uploads = await repo.uploadsById(db, row.uploadId ? [row.uploadId] : []);
  return toChatMessage(conversation, row, row.uploadId ? uploads.get(row.uploadId) : undefined);
}

/** The spec's rule: a discharged coachee cannot send until the coach restarts them; the coach still can. A closed support conversation takes nothing more. */
export function assertMaySend(conversation: ConversationRow, participant: Participant): void {
  if (participant.kind === 'member' && conversation.status === DISCHARGED_STATUS) throw new CallError(403, DISCHARGED_MESSAGE);
  if (conversation.status === 'closed') throw new CallError(403, CLOSED_MESSAGE);
}

export async function sendMessage(
  db: Db,
  conversation: ConversationRow,
  participant: Participant,
  message: { readonly body: string; readonly uploadId?: string },
  now: Date,
): Promise<MessageRow> {
  assertMaySend(conversation, participant);
  const body = message.body.trim();
  if (!body && !message.uploadId) throw new CallError(400, EMPTY_MESSAGE);
  if (body.length > CHAT_MESSAGE_MAX_LENGTH) throw new CallError(400, `Please use at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`);
  const bus = topicBusOf(db);
  const draft = { conversationId: conversation.id, author: participant.kind, authorUserId: participant.userId, body, uploadId: message.uploadId ?? null, createdAt: now };
  // on PostgreSQL the insert announces itself; elsewhere (PGlite's in-process bus) it is published after
  const row = await repo.appendMessage(db, draft, bus.channel ? announcementOf(bus.channel, conversation, draft) : undefined);
  // discharged or closed after it was read: the statement refused the message, and says why from the row now
  if (!row) {
    const fresh = await repo.findConversationById(db, conversation.id);
    throw new CallError(403, fresh?.status === 'closed' ? CLOSED_MESSAGE : DISCHARGED_MESSAGE);
  }
  if (!bus.channel) await publish(db, conversation.id, messageEvent(conversation, row));
  return row;
}

/** The bus event of a new message: with the message itself when it is text and fits NOTIFY, else its id only. */
export function messageEvent(conversation: ConversationRow, row: MessageRow): BusEvent {
  if (row.uploadId) return { t: 'm', id: row.id };
  const event: BusEvent = { t: 'm', id: row.id, m: toChatMessage(conversation, row, undefined) };
  const bytes = Buffer.byteLength(conversationTopic(conversation.id)) + 1 + Buffer.byteLength(JSON.stringify(event));
  return bytes <= MAX_PAYLOAD_BYTES ? event : { t: 'm', id: row.id };
}

/** Room for the two numbers the statement writes into an announcement (an id and an index). */
const NUMBER_ROOM = 24;

/**
 * `messageEvent` of the row about to be written, as the pieces the insert joins around its id and index
 * (repository `Announcement`); the same JSON as `messageEvent` gives, or its id-only form when it would not fit.
 */
export function announcementOf(channel: string, conversation: ConversationRow, draft: Omit<MessageRow, 'id' | 'index' | 'attributes'>): repo.Announcement {
  const head = payloadOf(conversationTopic(conversation.id), '{"t":"m","id":');
  if (!draft.uploadId) {
    const { index: _index, ...rest } = toChatMessage(conversation, { ...draft, id: 0, index: 0, attributes: null }, undefined);
    const tail = `,${JSON.stringify(rest).slice(1)}}`;
    if (Buffer.byteLength(head) + Buffer.byteLength(tail) + NUMBER_ROOM + 15 <= MAX_PAYLOAD_BYTES) return { channel, head, mid: ',"m":{"index":', tail };
  }
  return { channel, head, mid: ',"i":', tail: '}' };
}

export async function markRead(db: Db, conversation: ConversationRow, participant: Participant, index: number): Promise<number> {
  const mark = await repo.markRead(db, conversation.id, participant.kind, index);
  await publish(db, conversation.id, { t: 'r', p: participant.kind, i: mark });
  return mark;
}

export async function setStatus(db: Db, conversation: ConversationRow, status: ConversationStatus): Promise<void> {
  await repo.setConversationStatus(db, conversation.id, status);
  await publish(db, conversation.id, { t: 's', status });
}

export async function unreadFor(db: Db, conversations: readonly ConversationRow[], reader: ParticipantKind): Promise<Map<number, number>> {
  return repo.unreadCounts(db, conversations.map((c) => c.id), reader);
}

/** The same reply as for a conversation that does not exist: a member learns nothing from the coach's calls. */
export class NotTheCoachError extends CallError {
  constructor() {
    super(404, CONVERSATION_NOT_FOUND_MESSAGE);
  }
}
