import { CallError, type Db, type Member } from '../core/types';
import { insertLog } from './repository';

/** Upper bounds of a stored log line, so a chatty or hostile client cannot grow the table without limit. */
export const MAX_MESSAGE_CHARS = 4000;
export const MAX_SOURCE_CHARS = 100;
export const MAX_PAYLOAD_BASE64_CHARS = 16_384;
export const PAYLOAD_TOO_LARGE_MESSAGE = 'The analytics payload is too large.';
export const PAYLOAD_UNREADABLE_MESSAGE = 'The analytics payload must be base64-encoded.';

export function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The analytics payload is base64 of a JSON event with its source; the source is kept apart for queries. */
export function decodeAnalyticsPayload(payload: string): { message: string; source: string | null } {
  if (payload.length > MAX_PAYLOAD_BASE64_CHARS) throw new CallError(413, PAYLOAD_TOO_LARGE_MESSAGE);
  const text = Buffer.from(payload, 'base64').toString('utf8');
  if (text.includes('\uFFFD') && payload.length > 0) throw new CallError(400, PAYLOAD_UNREADABLE_MESSAGE);
  let source: string | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'source' in parsed) {
      const value = (parsed as { source: unknown }).source;
      if (typeof value === 'string' || typeof value === 'number') source = clip(String(value), MAX_SOURCE_CHARS);
    }
  } catch {
    // Not JSON: still an event text worth keeping as it came.
  }
  return { message: clip(text, MAX_MESSAGE_CHARS), source };
}

export async function logVideoInfo(db: Db, member: Member, message: string): Promise<void> {
  await insertLog(db, {
    clientId: member.clientId,
    userId: member.userId,
    kind: 'video',
    message: clip(message, MAX_MESSAGE_CHARS),
  });
}

export async function logAnalytics(db: Db, member: Member, payload: string): Promise<void> {
  const { message, source } = decodeAnalyticsPayload(payload);
  await insertLog(db, { clientId: member.clientId, userId: member.userId, kind: 'analytics', source, message });
}

export async function logAction(db: Db, member: Member, action: string): Promise<void> {
  await insertLog(db, {
    clientId: member.clientId,
    userId: member.userId,
    kind: 'action',
    message: clip(action, MAX_MESSAGE_CHARS),
  });
}
