import { createHash, randomBytes } from 'node:crypto';
import type { Db, Member } from '../core/types';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, type SessionRow } from './repository';

/**
 * Sessions read in the last few seconds, so a busy member's calls skip one database round trip each.
 * Logout in this process evicts at once; another process may honour an ended session for at most `ttlMs`.
 */
export class SessionCache {
  private readonly rows = new Map<string, { row: SessionRow; at: number }>();

  constructor(private readonly ttlMs = 5000, private readonly max = 50_000) {}

  get(idHash: string, now: number): SessionRow | undefined {
    const entry = this.rows.get(idHash);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs || now < entry.at) {
      this.rows.delete(idHash);
      return undefined;
    }
    return entry.row;
  }

  set(idHash: string, row: SessionRow, now: number): void {
    if (this.rows.size >= this.max) this.rows.clear();
    this.rows.set(idHash, { row, at: now });
  }

  delete(idHash: string): void {
    this.rows.delete(idHash);
  }
}

export const SESSION_COOKIE = 'portal_session';

/** Only the hash is stored, so the sessions table cannot be replayed as cookies. */
export function hashSessionId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface NewSession {
  readonly token: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Starts a session for a member; it lasts `minutes` from now (at most 1440, seed 003 section 4). */
export async function startSession(
  db: Db,
  member: { clientId: string; userId: number },
  minutes: number,
  now: Date,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await insertSession(db, { idHash: hashSessionId(token), ...member, createdAt: now, expiresAt });
  return { token, createdAt: now, expiresAt };
}

export type SessionCheck =
  | { readonly ok: true; readonly member: Member; readonly createdAt: Date }
  | { readonly ok: false; readonly reason: 'missing' | 'unknown' | 'expired' | 'client-mismatch'; readonly clientId?: string; readonly userId?: number };

/** The member of a session cookie, if the session exists, has not expired and belongs to the Host's client. */
export async function checkSession(db: Db, token: string | undefined, clientId: string, now: Date, cache?: SessionCache): Promise<SessionCheck> {
  if (!token || token.length > 200) return { ok: false, reason: 'missing' };
  const idHash = hashSessionId(token);
  let row = cache?.get(idHash, Date.now());
  if (!row) {
    row = await findSession(db, idHash);
    if (row) cache?.set(idHash, row, Date.now());
  }
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.expiresAt.getTime() <= now.getTime()) {
    cache?.delete(idHash);
    await deleteSession(db, idHash);
    return { ok: false, reason: 'expired', clientId: row.clientId, userId: row.userId };
  }
  if (row.clientId !== clientId) {
    return { ok: false, reason: 'client-mismatch', clientId: row.clientId, userId: row.userId };
  }
  return {
    ok: true,
    createdAt: row.createdAt,
    member: { userId: row.userId, clientId: row.clientId, sessionId: idHash, role: row.role },
  };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashSessionId(token));
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
}

/** Ends the session a member is signed in with (logout). */
export async function endSessionById(db: Db, idHash: string, cache?: SessionCache): Promise<void> {
  cache?.delete(idHash);
  await deleteSession(db, idHash);
}
