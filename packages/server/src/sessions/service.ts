import { createHash, randomBytes } from 'node:crypto';
import type { CallRole } from '@portal/contract/define-call';
import type { Db, Member } from '../core/types';
import { newsBusOf, type News, type NewsBus } from '../db/news/bus';
import { NEWS } from '../db/news/topics';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession, type SessionRow } from './repository';

/**
 * Sessions (with their member's row) read lately, so a busy member's calls skip one database round trip each.
 * Expiry is still checked on every call against the cached row.
 *
 * Logout, sign-in and every write call of a member invalidate all of that member's entries, after the write, and
 * a read that was already under way when that happened is not cached (generation check), so neither an ended
 * session nor a member's own earlier settings come back from here. The invalidation reaches every other API
 * process on the database through the bus (PostgreSQL NOTIFY) before the call answers; a process whose bus is
 * not live (its listening connection is down) neither serves from nor fills its cache.
 *
 * The rows it keeps are the session's (which only the member's own calls, their logout and staff ending a
 * login-as change, each invalidating as above) and the member's and acting staff's `users` rows. While the bus
 * hears the database's news (PostgreSQL), a change of any `users` row of the client by anyone (an admin, a job, a
 * script) drops the client's entries in every process moments after it commits, as it does kept values
 * (decision 0430), and an entry is kept up to `newsTtlMs` (a minute, in case news was lost). Without the news
 * (PGlite) an entry is kept `ttlMs` (5 s), as before (decision 0710).
 */
export class SessionCache<R extends SessionRow = SessionRow> {
  private readonly rows = new Map<string, { row: R; at: number }>();
  private readonly byMember = new Map<string, Set<string>>();
  /** when each member was last invalidated, as a generation; `floor` stands in for entries forgotten */
  private readonly invalidated = new Map<string, number>();
  /** when each client was last told that any of its members' rows changed, as a generation */
  private readonly clientInvalidated = new Map<string, number>();
  private generation = 0;
  private floor = 0;

  private readonly bus: NewsBus | null;
  private readonly newsTtlMs: number;

  constructor(private readonly ttlMs = 5000, private readonly max = 50_000, bus: NewsBus | null = null, options: { readonly newsTtlMs?: number } = {}) {
    this.bus = bus;
    this.newsTtlMs = options.newsTtlMs ?? ttlMs;
    const hear = (news: News) => {
      if (news === 'all') this.invalidateAll();
      // user id 0: any of the client's members (client_news, triggers.sql)
      else if (news.userId === 0) this.forgetClient(news.clientId);
      else this.forgetMember(news.clientId, news.userId);
    };
    bus?.subscribe(this, hear);
    bus?.subscribeNews(NEWS.users, hear);
  }

  /** Take before reading the database; pass to set(), which refuses a read that an invalidation overtook. */
  snapshot(): number {
    return this.generation;
  }

  get(idHash: string, now: number): R | undefined {
    if (this.bus && !this.bus.isLive()) return undefined;
    const entry = this.rows.get(idHash);
    if (!entry) return undefined;
    const ttl = this.bus?.hearsNews() ? this.newsTtlMs : this.ttlMs;
    if (now - entry.at > ttl || now < entry.at) {
      this.delete(idHash);
      return undefined;
    }
    return entry.row;
  }

  set(idHash: string, row: R, now: number, snapshot: number): void {
    if (this.bus && !this.bus.isLive()) return;
    const member = memberKey(row.clientId, row.userId);
    if (snapshot < this.floor || snapshot < (this.invalidated.get(member) ?? 0) || snapshot < (this.clientInvalidated.get(row.clientId) ?? 0)) return;
    if (this.rows.size >= this.max) {
      this.rows.clear();
      this.byMember.clear();
    }
    this.delete(idHash);
    this.rows.set(idHash, { row, at: now });
    let ids = this.byMember.get(member);
    if (!ids) {
      ids = new Set();
      this.byMember.set(member, ids);
    }
    ids.add(idHash);
  }

  delete(idHash: string): void {
    const entry = this.rows.get(idHash);
    if (!entry) return;
    this.rows.delete(idHash);
    const member = memberKey(entry.row.clientId, entry.row.userId);
    const ids = this.byMember.get(member);
    ids?.delete(idHash);
    if (ids?.size === 0) this.byMember.delete(member);
  }

  /**
   * Drops every cached session of a member, here and in every other process, and refuses reads begun before
   * now; call after the write, and answer once it resolves (then no process serves the old row any more).
   */
  async invalidateMember(clientId: string, userId: number): Promise<void> {
    this.forgetMember(clientId, userId);
    await this.bus?.publish({ clientId, userId }, this);
  }

  /** Forgets everything, and refuses every read begun before now. */
  invalidateAll(): void {
    this.generation += 1;
    this.floor = this.generation;
    this.invalidated.clear();
    this.clientInvalidated.clear();
    this.rows.clear();
    this.byMember.clear();
  }

  /** Drops every cached session of a client's members, and refuses their reads begun before now. */
  private forgetClient(clientId: string): void {
    this.generation += 1;
    this.clientInvalidated.set(clientId, this.generation);
    const prefix = memberKey(clientId, 0).slice(0, -1);
    for (const [member, ids] of this.byMember) {
      if (!member.startsWith(prefix)) continue;
      for (const idHash of ids) this.rows.delete(idHash);
      this.byMember.delete(member);
    }
  }

  private forgetMember(clientId: string, userId: number): void {
    const member = memberKey(clientId, userId);
    this.generation += 1;
    if (this.invalidated.size >= this.max) {
      this.invalidated.clear();
      this.floor = this.generation;
    }
    this.invalidated.set(member, this.generation);
    for (const idHash of this.byMember.get(member) ?? []) this.rows.delete(idHash);
    this.byMember.delete(member);
  }
}

function memberKey(clientId: string, userId: number): string {
  return `${clientId}\u0000${userId}`;
}

export const SESSION_COOKIE = 'portal_session';
/**
 * The session cookie's name over TLS: `__Host-` makes the browser take it only from this very host, Secure, with
 * Path=/ and no Domain, so a sibling subdomain can neither set nor overwrite it. Plain-HTTP development keeps the
 * plain name, which a browser would refuse with the prefix.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The name the session cookie has on a request that came over TLS, or over plain HTTP. */
export function sessionCookieName(tls: boolean): string {
  return tls ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * The idle rule (decision 0466): a session ends `idleMinutes` after the member's last activity. The last activity
 * is written at most once per LAST_SEEN_EVERY_MS a session, so the server allows that much more: a member the
 * app still counts as active is never refused, and a copied token stops working 17 to 18 minutes after the last
 * activity, whether or not a tab is open.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

export interface IdleRule {
  readonly idleMinutes: number;
  /**
   * the member's last activity this request reports: the request's time, or earlier when the app says the member
   * has been idle for a while (its own polls, X-Portal-Idle); null when the request is no activity at all
   */
  readonly activityAt?: Date | null;
}

function idleLimitMs(rule: IdleRule): number {
  return rule.idleMinutes * 60_000 + LAST_SEEN_EVERY_MS;
}

function isIdle(row: SessionRow, now: Date, rule: IdleRule): boolean {
  return now.getTime() - row.lastSeenAt.getTime() >= idleLimitMs(rule);
}

/** The activity to write for this request, when it is a minute or more past the last one written. */
function activityToWrite(row: SessionRow, now: Date, rule: IdleRule): Date | null {
  const at = rule.activityAt === undefined ? now : rule.activityAt;
  if (at === null || at.getTime() - row.lastSeenAt.getTime() < LAST_SEEN_EVERY_MS) return null;
  return at.getTime() > now.getTime() ? now : at;
}

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
  member: { clientId: string; userId: number; actingStaffUserId?: number | null },
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
  | { readonly ok: false; readonly reason: 'missing' | 'unknown' | 'expired' | 'idle' | 'client-mismatch'; readonly clientId?: string; readonly userId?: number };

/** A cached session row with the hash it is stored under, so a cache hit needs no hashing. */
export type CachedSession = SessionRow & { readonly idHash: string };

/**
 * The session cookie's value, read straight from the Cookie header: only this one cookie is needed, so the
 * header is not split and decoded as a whole on every call. The first `portal_session` wins, as in getCookie.
 * Over TLS only `__Host-portal_session` counts (the plain name could have been set by a sibling subdomain).
 */
export function sessionTokenOf(cookieHeader: string | undefined, tls = false): string | undefined {
  if (!cookieHeader) return undefined;
  const name = sessionCookieName(tls);
  let from = 0;
  while (from < cookieHeader.length) {
    const at = cookieHeader.indexOf(name, from);
    if (at < 0) return undefined;
    const end = at + name.length;
    // a whole name: at the start or after a separator, and followed by '=' (optional spaces around it)
    let before = at - 1;
    while (before >= 0 && cookieHeader[before] === ' ') before -= 1;
    let eq = end;
    while (cookieHeader[eq] === ' ') eq += 1;
    if ((before < 0 || cookieHeader[before] === ';') && cookieHeader[eq] === '=') {
      const stop = cookieHeader.indexOf(';', eq + 1);
      const value = cookieHeader.slice(eq + 1, stop < 0 ? undefined : stop).trim();
      return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
    }
    from = end;
  }
  return undefined;
}

/**
 * The member of a session cookie, if the session exists, has not expired, is not idle (decision 0466) and belongs
 * to the Host's client; the request's activity is written when a minute or more has passed since the last write.
 * The cache is keyed by the cookie's value (memory of this process only; the database holds hashes alone).
 */
export async function checkSession(db: Db, token: string | undefined, clientId: string, now: Date, cache: SessionCache<CachedSession> | undefined, idle: IdleRule): Promise<SessionCheck> {
  if (!token || token.length > 200) return { ok: false, reason: 'missing' };
  let row: CachedSession | undefined = cache?.get(token, Date.now());
  // idle by this process's copy: another process may have written a later activity, so the database decides
  if (row && isIdle(row, now, idle)) row = undefined;
  if (!row) {
    const snapshot = cache?.snapshot() ?? 0;
    const idHash = hashSessionId(token);
    const found = await findSession(db, idHash);
    if (found) {
      row = { ...found, idHash };
      cache?.set(token, row, Date.now(), snapshot);
    }
  }
  if (!row) return { ok: false, reason: 'unknown' };
  const expired = row.expiresAt.getTime() <= now.getTime();
  if (expired || isIdle(row, now, idle)) {
    cache?.delete(token);
    await deleteSession(db, row.idHash);
    return { ok: false, reason: expired ? 'expired' : 'idle', clientId: row.clientId, userId: row.userId };
  }
  if (row.clientId !== clientId) {
    return { ok: false, reason: 'client-mismatch', clientId: row.clientId, userId: row.userId };
  }
  const activity = activityToWrite(row, now, idle);
  if (activity) {
    await touchSession(db, row.idHash, activity);
    row.lastSeenAt = activity;
  }
  return validSession(row);
}

/**
 * checkSession's answer from the cache alone, with no promise: undefined when the cache does not hold the token,
 * its session has expired or gone idle, or its activity is due to be written (checkSession then reads, deletes or
 * writes). The caller falls back to `await checkSession(...)`, which gives the same answer for a cached session.
 */
export function checkCachedSession(token: string | undefined, clientId: string, now: Date, cache: SessionCache<CachedSession>, idle: IdleRule): SessionCheck | undefined {
  if (!token || token.length > 200) return undefined;
  const row = cache.get(token, Date.now());
  if (!row || row.expiresAt.getTime() <= now.getTime() || isIdle(row, now, idle)) return undefined;
  if (row.clientId !== clientId) return { ok: false, reason: 'client-mismatch', clientId: row.clientId, userId: row.userId };
  if (activityToWrite(row, now, idle)) return undefined;
  return validSession(row);
}

/** The answer for each valid row, made once: a cached row is read again and again, and the member never changes. */
const validSessions = new WeakMap<CachedSession, SessionCheck & { ok: true }>();

function validSession(row: CachedSession): SessionCheck & { ok: true } {
  let check = validSessions.get(row);
  if (!check) {
    // a login-as session is the member's own portal and no more: no role, not even an admin's (decision 0460)
    const acting = row.actingStaffUserId !== null && row.actingStaffUserId !== undefined;
    const member: Member = Object.freeze({
      userId: row.userId,
      clientId: row.clientId,
      sessionId: row.idHash,
      role: acting ? 'cl' : row.role,
      roles: Object.freeze(acting ? [] : rolesOf(row)),
      settings: Object.freeze({ employerAdmin: acting ? false : row.employerAdmin, language: row.language }),
      ...(acting ? { actingStaffId: row.actingStaffUserId! } : {}),
    });
    check = Object.freeze({ ok: true as const, createdAt: row.createdAt, member });
    validSessions.set(row, check);
  }
  return check;
}

/** The roles calls may require: employer admin from the member's flag (or the admin role), staff roles as stored. */
export function rolesOf(row: Pick<SessionRow, 'role' | 'employerAdmin' | 'staffRoles'>): readonly CallRole[] {
  const admin: CallRole[] = row.employerAdmin || row.role === 'admin' ? ['employer_admin'] : [];
  return [...admin, ...row.staffRoles];
}

export async function endSession(db: Db, token: string): Promise<void> {
  await deleteSession(db, hashSessionId(token));
}

export async function purgeExpiredSessions(db: Db, now: Date, idle: IdleRule): Promise<void> {
  await deleteExpiredSessions(db, now, new Date(now.getTime() - idleLimitMs(idle)));
}

/** Ends the session a member is signed in with (logout); the cache forgets it once the row is gone. */
export async function endSessionById(db: Db, member: Pick<Member, 'clientId' | 'userId' | 'sessionId'>, cache?: SessionCache): Promise<void> {
  try {
    await deleteSession(db, member.sessionId);
  } finally {
    await cache?.invalidateMember(member.clientId, member.userId);
  }
}

/** A session cache for one app over a database, kept in step with every other cache on it through its bus. */
export function createSessionCache(db: Db): SessionCache<CachedSession> {
  return new SessionCache<CachedSession>(5000, 50_000, newsBusOf(db), { newsTtlMs: SESSION_NEWS_TTL_MS });
}

/**
 * How long a session is kept while the database's news is heard: as long as kept values (FreshValues' 60 s). At
 * 5 s, each process read each active member's session again every 5 s: with 2,000 members and two processes,
 * 800 reads a second, a fifth of bench:scale's calls (decision 0710).
 */
export const SESSION_NEWS_TTL_MS = 60_000;

/**
 * For changes made outside the member's own calls (an admin deactivating a member, a script): every process
 * stops serving the member's cached sessions before this resolves.
 */
export async function invalidateMemberSessions(db: Db, member: { clientId: string; userId: number }): Promise<void> {
  await newsBusOf(db).publish(member, invalidateMemberSessions);
}
