import { createHmac } from 'node:crypto';
import {
  CHALLENGE_NOT_FOUND,
  CHALLENGE_OVER_MESSAGE,
  CHALLENGE_TEAM_MESSAGE,
  FITNESS_CONNECT_FAILED_MESSAGE,
  STATE_MISMATCH_MESSAGE,
  type Challenge,
  type ChallengeMetric,
  type FitnessStatus,
} from '@portal/contract/calls/fitness';
import { pathTo } from '@portal/manifest/routes';
import { CallError, memberOf, type CallContext, type Db } from '../core/types';
import { insertNotifications } from '../notifications/public';
import { enqueue, type JobKind, type JobRow, type NewJob } from '../reminders/public';
import { daysBetween, ProviderError, toMetres, type FitnessAdapter } from './adapter';
import { fitnessAdapter } from './choose-adapter';
import {
  allConnections,
  challengeById,
  challengesToAnnounce,
  connectionById,
  deleteConnection,
  findConnection,
  insertChallenge,
  join,
  leave,
  listChallenges,
  markAnnounced,
  markFailure,
  markSynced,
  participantsOf,
  preferences,
  recentDays,
  saveConnection,
  savePreferences,
  standings,
  updateTokens,
  upsertDays,
  type ConnectionRow,
  type MemberKey,
} from './repository';
import { fitnessSecret, newState, openToken, purposeKey, sealToken, stateMatches } from './token-box';

/** How far back a new connection's first sync reaches. */
export const FIRST_SYNC_DAYS = 14;
/** How often each connection is synced: one job per connection per this window (its key), however many processes scan. */
export const SYNC_WINDOW_MS = 60 * 60_000;
/** A refresh a little before expiry, so a token never runs out mid-sync. */
const REFRESH_EARLY_MS = 60_000;
const DAY_MS = 86_400_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const owner = (row: MemberKey) => `${row.clientId}:${row.userId}`;

/** The OAuth return page of the app: the provider sends the member back here with code, scope and state. */
export const redirectUriOf = (origin: string) => `${origin}${pathTo('fitnessConnected')}`;

/** An opaque, stable name for the member at the provider (our local provider makes their activity from it). */
function loginHint(secret: Buffer, member: MemberKey): string {
  return createHmac('sha256', purposeKey(secret, 'login-hint')).update(owner(member)).digest('base64url').slice(0, 22);
}

export async function fitnessStatus(ctx: CallContext): Promise<FitnessStatus> {
  const member = memberOf(ctx);
  const adapter = fitnessAdapter(ctx.db);
  const [connection, days] = await Promise.all([findConnection(ctx.db, member), recentDays(ctx.db, member, FIRST_SYNC_DAYS)]);
  return {
    provider: adapter.id,
    provider_name: adapter.name,
    connected: connection !== null,
    connected_at: connection?.connectedAt.toISOString() ?? null,
    synced_through: connection?.syncedThrough ?? null,
    days,
  };
}

/** The provider's consent page for this member, with a state only this session can return. */
export function startConnect(ctx: CallContext): { url: string } {
  const member = memberOf(ctx);
  const secret = fitnessSecret();
  const adapter = fitnessAdapter(ctx.db);
  const state = newState(secret, member.sessionId, ctx.now);
  return { url: adapter.authorizationUrl({ state, redirectUri: redirectUriOf(ctx.origin), loginHint: loginHint(secret, member) }) };
}

/**
 * The sync job of a connection for the hour `at` is in: one per connection, connecting and hour, so every
 * process's scan plans the same key, and a member who connects again gets a fresh sync at once.
 */
export function syncJob(row: { id: number; clientId: string; userId: number; connectedAt: Date }, at: Date): NewJob {
  const window = Math.floor(at.getTime() / SYNC_WINDOW_MS);
  return { key: `fitness-sync:${row.id}:${row.connectedAt.getTime()}:${window}`, clientId: row.clientId, userId: row.userId, source: 'fitness', sourceId: row.id, kind: 'fitness-sync', startAt: at, runAt: at };
}

/** The sync job due now for a new connection, so the member sees their days at once. */
async function planSyncNow(db: Db, connection: ConnectionRow, now: Date): Promise<void> {
  await enqueue(db, [syncJob(connection, now)]);
}

/**
 * The OAuth return (seed 003: api/u/oauth/google/redirect): the state must be this session's, the code is
 * exchanged for tokens, which are stored sealed; a connection already there is replaced (its grant revoked).
 */
export async function finishConnect(ctx: CallContext, input: { code: string; scope: string; state: string }): Promise<{ fitness_activity: boolean }> {
  const member = memberOf(ctx);
  const secret = fitnessSecret();
  if (!stateMatches(secret, input.state, member.sessionId, ctx.now)) throw new CallError(403, STATE_MISMATCH_MESSAGE);
  const adapter = fitnessAdapter(ctx.db);
  const tokens = await adapter.exchangeCode({ code: input.code, redirectUri: redirectUriOf(ctx.origin) }, ctx.now).catch((error: unknown) => {
    if (error instanceof ProviderError) throw new CallError(400, FITNESS_CONNECT_FAILED_MESSAGE);
    throw error;
  });
  const scope = tokens.scope || input.scope;
  const previous = await findConnection(ctx.db, member);
  if (previous) await revokeStored(adapter, secret, previous);
  const connection = await saveConnection(ctx.db, {
    clientId: member.clientId,
    userId: member.userId,
    provider: adapter.id,
    scope,
    accessToken: sealToken(secret, tokens.accessToken, owner(member)),
    refreshToken: tokens.refreshToken ? sealToken(secret, tokens.refreshToken, owner(member)) : null,
    expiresAt: tokens.expiresAt,
    connectedAt: ctx.now,
  });
  await planSyncNow(ctx.db, connection, ctx.now);
  return { fitness_activity: adapter.grantsActivity(input.scope || scope) };
}

/** Revokes a stored grant at the provider; a provider that is down does not keep the member connected. */
async function revokeStored(adapter: FitnessAdapter, secret: Buffer, row: ConnectionRow): Promise<void> {
  try {
    const token = row.refreshToken ? openToken(secret, row.refreshToken, owner(row)) : openToken(secret, row.accessToken, owner(row));
    await adapter.revoke(token);
  } catch (error) {
    console.warn(`[fitness] revoking connection ${row.id} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function disconnect(ctx: CallContext): Promise<void> {
  const member = memberOf(ctx);
  const row = await findConnection(ctx.db, member);
  if (!row) return;
  await revokeStored(fitnessAdapter(ctx.db), fitnessSecret(), row);
  await deleteConnection(ctx.db, member);
}

export interface SyncReport {
  readonly days: number;
  readonly through: string;
}

/**
 * Fetches a connection's new days: from the last day fetched (which may have grown since) up to today, at most
 * FIRST_SYNC_DAYS back, refreshing the token first when it is about to run out. Days are upserted by member,
 * day and source, so running it twice, or in two processes, counts each day once.
 */
export async function syncConnection(db: Db, adapter: FitnessAdapter, connectionId: number, now: Date, secret = fitnessSecret()): Promise<SyncReport | null> {
  const row = await connectionById(db, connectionId);
  if (!row || row.provider !== adapter.id) return null;
  let accessToken = openToken(secret, row.accessToken, owner(row));
  if (row.expiresAt.getTime() - REFRESH_EARLY_MS <= now.getTime()) {
    if (!row.refreshToken) throw new ProviderError('access token expired and no refresh token', 401, false);
    const fresh = await adapter.refresh(openToken(secret, row.refreshToken, owner(row)), now);
    accessToken = fresh.accessToken;
    await updateTokens(db, row.id, {
      accessToken: sealToken(secret, fresh.accessToken, owner(row)),
      ...(fresh.refreshToken ? { refreshToken: sealToken(secret, fresh.refreshToken, owner(row)) } : {}),
      expiresAt: fresh.expiresAt,
    });
  }
  const today = dayOf(now);
  const earliest = addDays(today, -(FIRST_SYNC_DAYS - 1));
  const from = row.syncedThrough && row.syncedThrough > earliest ? row.syncedThrough : earliest;
  const days = await adapter.dailyActivity(accessToken, from, today);
  const wanted = new Set(daysBetween(from, today));
  await upsertDays(
    db,
    days
      .filter((day) => wanted.has(day.day))
      .map((day) => ({ clientId: row.clientId, userId: row.userId, provider: row.provider, day: day.day, steps: Math.max(0, Math.round(day.steps)), metres: toMetres(day.distance, day.unit), syncedAt: now })),
  );
  await markSynced(db, row.id, today);
  return { days: days.length, through: today };
}

/** Backoff for a failing provider: 5 minutes, doubling per attempt, at most 6 hours. */
export function syncRetryAt(attempts: number, now: Date): Date {
  const minutes = Math.min(5 * 2 ** Math.max(0, attempts - 1), 360);
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * The sync as a kind of job on the server's one queue (decision 0570): every scan plans one job per connection
 * per hour (the key has the hour, so any number of processes plan it once), a claimed job syncs, and a provider's
 * error is retried with backoff; a grant the provider refuses is not retried until the member connects again.
 */
export function fitnessSyncJobs(makeAdapter: (db: Db) => FitnessAdapter = fitnessAdapter): JobKind {
  return {
    kind: 'fitness-sync',
    async plan(db, at) {
      return (await allConnections(db)).map((row) => syncJob(row, at));
    },
    async run(db, job: JobRow, at) {
      const adapter = makeAdapter(db);
      try {
        const report = await syncConnection(db, adapter, job.sourceId, at);
        return report ? { done: true } : { skip: 'connection gone' };
      } catch (error) {
        if (error instanceof ProviderError && !error.retryable) {
          await markFailure(db, job.sourceId, error.message);
          return { skip: `provider refused: ${error.message}`.slice(0, 500) };
        }
        throw error;
      }
    },
    retryAt: (job, now) => syncRetryAt(job.attempts, now),
    async failed(db, job, error) {
      await markFailure(db, job.sourceId, error instanceof Error ? error.message : String(error));
    },
  };
}

const NOTICE = {
  start: {
    en: { subject: 'A challenge has started', body: (title: string) => `“${title}” has started. Every step you sync counts from today.` },
    de: { subject: 'Eine Challenge hat begonnen', body: (title: string) => `„${title}“ hat begonnen. Ab heute zählt jeder Schritt, den Sie synchronisieren.` },
  },
  end: {
    en: { subject: 'A challenge has ended', body: (title: string) => `“${title}” has ended. See where you finished on the leaderboard.` },
    de: { subject: 'Eine Challenge ist beendet', body: (title: string) => `„${title}“ ist beendet. Sehen Sie auf der Rangliste nach, wo Sie gelandet sind.` },
  },
} as const;

/** Tells a challenge's participants that it started or ended, once (the challenge row keeps when). */
export async function announceChallenges(db: Db, now: Date): Promise<number> {
  let told = 0;
  for (const due of await challengesToAnnounce(db, dayOf(now))) {
    const challenge = await challengeById(db, due.clientId, due.id);
    if (!challenge) continue;
    await db.transaction(async (tx) => {
      if (!(await markAnnounced(tx, due.id, due.edge, now))) return;
      // a challenge created after it ended tells nobody that it started
      if (due.edge === 'start' && challenge.endsOn < dayOf(now)) return;
      const text = NOTICE[due.edge];
      const people = await participantsOf(tx, due.id);
      await insertNotifications(
        tx,
        people.map((person) => ({
          clientId: person.clientId,
          userId: person.userId,
          type: 'general',
          subject: text.en.subject,
          body: text.en.body(challenge.title),
          translations: { de: { subject: text.de.subject, body: text.de.body(challenge.title) } },
          event: { actionUrl: { href: pathTo('challenges') } },
        })),
      );
      told += people.length;
    });
  }
  return told;
}

/** The challenge notices as a kind of job: one per hour for the whole server, whoever scans. */
export function challengeNoticeJobs(): JobKind {
  return {
    kind: 'challenge-notice',
    async plan(_db, at) {
      const window = Math.floor(at.getTime() / SYNC_WINDOW_MS);
      return [{ key: `challenge-notice:${window}`, clientId: '*', userId: 0, source: 'challenge' as const, sourceId: 0, kind: 'challenge-notice' as const, startAt: at, runAt: at }];
    },
    async run(db, _job, at) {
      await announceChallenges(db, at);
      return { done: true };
    },
  };
}

function statusOf(row: { startsOn: string; endsOn: string }, today: string): Challenge['status'] {
  if (row.startsOn > today) return 'upcoming';
  return row.endsOn < today ? 'past' : 'current';
}

const LEADERBOARD_SIZE = 10;

/** The client's challenges, current first, then upcoming, then past; leaderboards without members who opted out. */
export async function challengesFor(ctx: CallContext): Promise<{ challenges: Challenge[]; alias: string | null; hidden: boolean }> {
  const member = memberOf(ctx);
  const today = dayOf(ctx.now);
  const rows = await listChallenges(ctx.db, member.clientId);
  const [all, prefs] = await Promise.all([standings(ctx.db, member.clientId, rows.map((row) => row.id)), preferences(ctx.db, member)]);
  const order = { current: 0, upcoming: 1, past: 2 } as const;
  const list = rows.map((row): Challenge => {
    const people = all.filter((standing) => standing.challengeId === row.id).sort((a, b) => b.total - a.total || a.userId - b.userId);
    const mine = people.find((standing) => standing.userId === member.userId);
    const shown = people.filter((standing) => !standing.hidden);
    const leaderboard = shown.slice(0, LEADERBOARD_SIZE).map((standing, index) => ({
      rank: index + 1,
      name: standing.alias?.trim() || standing.firstName,
      team: standing.team,
      total: standing.total,
      me: standing.userId === member.userId,
    }));
    const teamTotals = row.teams.map((team) => {
      const inTeam = people.filter((standing) => standing.team === team);
      return { team, total: inTeam.reduce((sum, standing) => sum + standing.total, 0), members: inTeam.length };
    });
    return {
      id: row.id,
      title: row.title,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      metric: row.metric as ChallengeMetric,
      goal: row.goal,
      teams: row.teams,
      status: statusOf(row, today),
      joined: mine !== undefined,
      my_team: mine?.team ?? null,
      my_total: mine?.total ?? 0,
      participants: people.length,
      leaderboard,
      team_totals: teamTotals.sort((a, b) => b.total - a.total),
    };
  });
  list.sort((a, b) => order[a.status] - order[b.status]);
  return { challenges: list, alias: prefs.alias, hidden: prefs.hidden };
}

export async function joinOne(ctx: CallContext, challengeId: number, team: string | null): Promise<void> {
  const member = memberOf(ctx);
  const row = await challengeById(ctx.db, member.clientId, challengeId);
  if (!row) throw new CallError(404, CHALLENGE_NOT_FOUND);
  if (row.endsOn < dayOf(ctx.now)) throw new CallError(409, CHALLENGE_OVER_MESSAGE);
  const chosen = team?.trim() || null;
  if (row.teams.length > 0 ? !chosen || !row.teams.includes(chosen) : chosen !== null) throw new CallError(400, CHALLENGE_TEAM_MESSAGE);
  await join(ctx.db, row.id, member, chosen, ctx.now);
}

export async function leaveOne(ctx: CallContext, challengeId: number): Promise<void> {
  const member = memberOf(ctx);
  const row = await challengeById(ctx.db, member.clientId, challengeId);
  if (!row) throw new CallError(404, CHALLENGE_NOT_FOUND);
  if (row.endsOn < dayOf(ctx.now)) throw new CallError(409, CHALLENGE_OVER_MESSAGE);
  await leave(ctx.db, row.id, member);
}

export async function setPreferences(ctx: CallContext, alias: string | null, hidden: boolean): Promise<void> {
  await savePreferences(ctx.db, memberOf(ctx), alias?.trim() || null, hidden);
}

export async function createOne(
  ctx: CallContext,
  input: { title: string; starts_on: string; ends_on: string; metric: ChallengeMetric; goal: number; teams: string[] },
): Promise<number> {
  const member = memberOf(ctx);
  const made = await insertChallenge(ctx.db, {
    clientId: member.clientId,
    title: input.title,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    metric: input.metric,
    goal: input.goal,
    teams: input.teams,
    createdBy: member.userId,
    createdAt: ctx.now,
  });
  return made.id;
}
