import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import {
  createChallenge,
  disconnectFitness,
  FITNESS_CONNECT_FAILED_MESSAGE,
  getChallenges,
  getFitnessStatus,
  googleOauthRedirect,
  joinChallenge,
  leaveChallenge,
  MILES_TO_METRES,
  setLeaderboardPreferences,
  startFitnessConnect,
  STATE_MISMATCH_MESSAGE,
  CHALLENGE_TEAM_MESSAGE,
  getPoints,
  revealReward,
  REWARD_LOCKED_MESSAGE,
  REWARD_SHOWN_MESSAGE,
  POINT_VALUES,
} from '@portal/contract/calls/fitness';
import { CONTENT_NOT_FOUND_MESSAGE, NOT_READABLE_MESSAGE, recordContentRead } from '@portal/contract/calls/content';
import { getHelpVersion } from '@portal/contract/calls/help';
import { startLoginAs } from '@portal/contract/calls/login-as';
import { withHarness } from '../../test/harness';
import type { Db } from '../core/types';
import { coachingAssignments, contentItems, contentReads, helpItems, helpViews, notifications, reminderJobs, surveyResults } from '../db/schema';
import { releaseHeldPlace } from '../events/public';
import { outboxMailer } from '../mail/mailer';
import { createReminderWorker, type ReminderWorker } from '../reminders/worker';
import { createTestMember } from '../testing/test-members';
import { useFitnessAdapter } from './choose-adapter';
import { FitbitAdapter } from './fitbit-adapter';
import { generatedDay, LocalFitnessProvider } from './local-provider';
import { recordedFetch } from './recorded';
import { fitnessConnections, fitnessDays, fitnessLocalGrants } from './schema';
import { announceChallenges, fitnessSyncJobs, syncConnection, syncRetryAt } from './service';
import { fitnessSecret } from './token-box';

withHarness('fitness: connect, sync, challenges', (h) => {
  const workers: ReminderWorker[] = [];
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
  });
  afterEach(async () => {
    useFitnessAdapter(null);
    h().clock.reset();
    await h().sessionsActive();
  });

  const worker = (db: Db = h().db) => {
    const made = createReminderWorker({ releaseHeldPlace, jobKinds: [fitnessSyncJobs()], db, clients: h().clients, mailer: outboxMailer(), from: 'Portal <reminders@portal.test>', publicOrigin: 'http://localhost:3000', now: h().clock.now, log: () => {} });
    workers.push(made);
    return made;
  };
  const member = async (clientId: string, extra: { firstName?: string; employerAdmin?: boolean; coaching?: 'booked' | 'closed'; coachingService?: 'mental_health' | 'healthcoach' } = {}) => {
    const client = h().clients.find((c) => c.id === clientId)!;
    const made = await createTestMember(h().db, client, { bookings: false, notifications: false, myList: false, reports: false, ...extra }, { sessionMinutes: 1440, now: h().clock.now() });
    return { userId: made.userId, clientId, session: { client: clientId, cookie: `${made.session.cookieName}=${made.session.token}` } };
  };

  /** Walks the local provider's consent page as a browser would and returns the provider's return URL. */
  const consent = async (clientId: string, url: string, decision: 'allow' | 'deny' = 'allow') => {
    const start = new URL(url);
    const page = await h().get(clientId, start.pathname + start.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('would like to read your daily steps and distance');
    const fields = Object.fromEntries([...page.text.matchAll(/name="([a-z_]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))]));
    const answer = await h().request(clientId, '/__fitness/authorize', { ...fields, decision }, { form: true });
    expect(answer.status).toBe(303);
    return new URL(String(answer.headers.location));
  };

  const connect = async (who: Awaited<ReturnType<typeof member>>) => {
    const { url } = await h().call(startFitnessConnect, {}, who.session);
    const back = await consent(who.clientId, url);
    expect(back.pathname).toBe('/fitness/connected');
    return h().call(googleOauthRedirect, { code: back.searchParams.get('code')!, scope: back.searchParams.get('scope')!, state: back.searchParams.get('state')! }, who.session);
  };

  it('connects through the local provider, keeps the tokens sealed, and syncs each day once however often and wherever it runs', async () => {
    const who = await member('harbour', { firstName: 'Maya' });
    expect((await h().call(getFitnessStatus, {}, who.session)).status).toMatchObject({ provider: 'local', connected: false, days: [] });

    const reply = await connect(who);
    expect(reply).toEqual({ success: true, fitness_activity: true });
    const [row] = await h().db.select().from(fitnessConnections).where(and(eq(fitnessConnections.clientId, 'harbour'), eq(fitnessConnections.userId, who.userId)));
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.refreshToken).toMatch(/^v1\./);
    // the stored text is not the token: no part of a signed local token (base64url JSON) is readable in it
    expect(row!.accessToken).not.toContain('eyJ');

    // two processes' workers race on the same due jobs: the days are written once
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a.failed + b.failed).toBe(0);
    const days = await h().db.select().from(fitnessDays).where(and(eq(fitnessDays.clientId, 'harbour'), eq(fitnessDays.userId, who.userId)));
    expect(days).toHaveLength(14);
    await worker().runOnce();
    h().clock.advance(2 * 60 * 60_000);
    await h().sessionsActive();
    // the next hour's sync fetches the last day again (it may have grown) and writes over it
    const later = await worker().runOnce();
    expect(later.failed).toBe(0);
    expect(later.sent).toBeGreaterThanOrEqual(1);
    // two processes syncing the same connection at once both finish, and every day is there once
    const local = new LocalFitnessProvider(h().db, fitnessSecret());
    await Promise.all([syncConnection(h().db, local, row!.id, h().clock.now()), syncConnection(h().db, local, row!.id, h().clock.now())]);
    const again = await h().db.select().from(fitnessDays).where(and(eq(fitnessDays.clientId, 'harbour'), eq(fitnessDays.userId, who.userId)));
    const today = h().clock.now().toISOString().slice(0, 10);
    expect(again.length).toBe(days.length + (again.some((day) => day.day === today) && !days.some((day) => day.day === today) ? 1 : 0));

    const status = (await h().call(getFitnessStatus, {}, who.session)).status;
    expect(status.connected).toBe(true);
    expect(status.synced_through).toBe(today);
    const newest = status.days[0]!;
    expect(newest.day).toBe(today);
    // miles from the provider, metres here: the seed's factor
    const subjectDay = again.find((day) => day.day === newest.day)!;
    expect(subjectDay.metres).toBe(newest.metres);
    expect(MILES_TO_METRES).toBe(1609.344);
    const grants = await h().db.select().from(fitnessLocalGrants);
    const subject = grants.at(-1)!.subject;
    const generated = generatedDay(subject, newest.day);
    expect(newest.steps).toBe(generated.steps);
    expect(newest.metres).toBe(Math.round(generated.distance * 1609.344));
  }, 120_000);

  it('refuses a state from another session and a code used twice, with the seed’s failure for the provider', async () => {
    const who = await member('kontor');
    const other = await member('kontor');
    const { url } = await h().call(startFitnessConnect, {}, who.session);
    const back = await consent('kontor', url);
    const body = { code: back.searchParams.get('code')!, scope: back.searchParams.get('scope')!, state: back.searchParams.get('state')! };
    const stolen = await h().refused(googleOauthRedirect, body, other.session);
    expect(stolen.status).toBe(403);
    expect(stolen.body.err).toBe(STATE_MISMATCH_MESSAGE);
    expect((await h().call(getFitnessStatus, {}, other.session)).status.connected).toBe(false);

    expect((await h().call(googleOauthRedirect, body, who.session)).success).toBe(true);
    const replayed = await h().refused(googleOauthRedirect, body, who.session);
    expect(replayed.status).toBe(400);
    expect(replayed.body.err).toBe(FITNESS_CONNECT_FAILED_MESSAGE);
    const forged = await h().refused(googleOauthRedirect, { ...body, code: 'made-up' }, who.session);
    expect(forged.body.err).toBe(FITNESS_CONNECT_FAILED_MESSAGE);
  }, 60_000);

  it('sends a member who denies consent back with an error and no code; a scope without activity goes home', async () => {
    const who = await member('lumen');
    const { url } = await h().call(startFitnessConnect, {}, who.session);
    const back = await consent('lumen', url, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    const again = await consent('lumen', (await h().call(startFitnessConnect, {}, who.session)).url);
    const reply = await h().call(googleOauthRedirect, { code: again.searchParams.get('code')!, scope: 'profile', state: again.searchParams.get('state')! }, who.session);
    expect(reply.fitness_activity).toBe(false);
  }, 60_000);

  it('revokes the grant at the provider and forgets the tokens on disconnect', async () => {
    const who = await member('harbour');
    await connect(who);
    const [row] = await h().db.select().from(fitnessConnections).where(and(eq(fitnessConnections.clientId, 'harbour'), eq(fitnessConnections.userId, who.userId)));
    const provider = new LocalFitnessProvider(h().db, fitnessSecret());
    const { openToken } = await import('./token-box');
    const refresh = openToken(fitnessSecret(), row!.refreshToken!, `harbour:${who.userId}`);
    const grant = provider.grantOf(refresh);
    expect(await provider.revoked(grant)).toBe(false);

    expect((await h().call(disconnectFitness, {}, who.session)).success).toBe(true);
    expect(await provider.revoked(grant)).toBe(true);
    expect(await h().db.select().from(fitnessConnections).where(eq(fitnessConnections.id, row!.id))).toHaveLength(0);
    await expect(provider.refresh(refresh, h().clock.now())).rejects.toThrow(/revoked/);
    expect((await h().call(getFitnessStatus, {}, who.session)).status.connected).toBe(false);
  }, 60_000);

  it("backs off on a provider's errors and counts the failures, then syncs once it answers (Fitbit, recorded)", async () => {
    const failures: number[] = [];
    useFitnessAdapter(() => new FitbitAdapter({ clientId: '23QX9K', clientSecret: 's', fetch: recordedFetch('fitbit', failures).fetch }));
    h().clock.set(new Date('2026-11-30T20:00:00Z'));
    const who = await member('harbour');
    const { url } = await h().call(startFitnessConnect, {}, who.session);
    expect(new URL(url).origin).toBe('https://www.fitbit.com');
    const state = new URL(url).searchParams.get('state')!;
    // Fitbit sends the member back with a code; the recorded token reply answers its exchange
    await h().call(googleOauthRedirect, { code: 'abc123', scope: 'activity', state }, who.session);
    const [row] = await h().db.select().from(fitnessConnections).where(and(eq(fitnessConnections.clientId, 'harbour'), eq(fitnessConnections.userId, who.userId)));
    expect(row!.provider).toBe('fitbit');

    failures.push(503);
    const first = await worker().runOnce();
    expect(first.failed).toBe(1);
    const jobOf = async () => (await h().db.select().from(reminderJobs).where(like(reminderJobs.key, `fitness-sync:${row!.id}:%`)))[0]!;
    expect((await jobOf()).sentAt).toBeNull();
    expect(Math.abs((await jobOf()).lockedUntil!.getTime() - syncRetryAt(1, h().clock.now()).getTime())).toBeLessThan(2000);
    const [failed] = await h().db.select().from(fitnessConnections).where(eq(fitnessConnections.id, row!.id));
    expect(failed!.failures).toBe(1);
    expect(failed!.lastError).toContain('503');
    expect(syncRetryAt(2, h().clock.now()).getTime() - h().clock.now().getTime()).toBe(10 * 60_000);

    // not before the backoff has passed
    await worker().runOnce();
    expect(await h().db.select().from(fitnessDays).where(and(eq(fitnessDays.clientId, 'harbour'), eq(fitnessDays.userId, who.userId)))).toHaveLength(0);
    h().clock.advance(5 * 60_000);
    await h().sessionsActive();
    await worker().runOnce();
    expect((await jobOf()).sentAt).not.toBeNull();
    const days = await h().db.select().from(fitnessDays).where(and(eq(fitnessDays.clientId, 'harbour'), eq(fitnessDays.userId, who.userId)));
    expect(days.map((day) => [day.day, day.steps, day.metres]).sort()).toEqual([
      ['2026-11-28', 8423, Math.round(3.71 * 1609.344)],
      ['2026-11-29', 11207, Math.round(5.02 * 1609.344)],
      ['2026-11-30', 4310, Math.round(1.9 * 1609.344)],
    ]);
    const [healed] = await h().db.select().from(fitnessConnections).where(eq(fitnessConnections.id, row!.id));
    expect(healed!.failures).toBe(0);
    h().clock.reset();
    await h().sessionsActive();
  }, 60_000);

  it('runs challenges: the admin creates one, members join teams, the leaderboard shows first names or aliases and hides who opts out', async () => {
    const admin = await member('lumen', { firstName: 'Dana', employerAdmin: true });
    const ana = await member('lumen', { firstName: 'Ana' });
    const ben = await member('lumen', { firstName: 'Ben' });
    const today = h().clock.now().toISOString().slice(0, 10);
    const start = new Date(h().clock.now().getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(h().clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);

    const notAdmin = await h().refused(createChallenge, { title: 'x', starts_on: start, ends_on: end, metric: 'steps', goal: 1000 }, ana.session);
    expect(notAdmin.status).toBe(403);
    const { challenge_id } = await h().call(createChallenge, { title: 'Winter steps', starts_on: start, ends_on: end, metric: 'steps', goal: 70000, teams: ['Stores', 'Office'] }, admin.session);

    const noTeam = await h().refused(joinChallenge, { challenge_id }, ana.session);
    expect(noTeam.body.err).toBe(CHALLENGE_TEAM_MESSAGE);
    await h().call(joinChallenge, { challenge_id, team: 'Stores' }, ana.session);
    await h().call(joinChallenge, { challenge_id, team: 'Office' }, ben.session);
    await connect(ana);
    await connect(ben);
    await worker().runOnce();

    let list = await h().call(getChallenges, {}, ana.session);
    let challenge = list.challenges.find((c) => c.id === challenge_id)!;
    expect(challenge.status).toBe('current');
    expect(challenge.joined).toBe(true);
    expect(challenge.my_team).toBe('Stores');
    expect(challenge.participants).toBe(2);
    expect(challenge.my_total).toBeGreaterThan(0);
    expect(challenge.leaderboard.map((row) => row.name).sort()).toEqual(['Ana', 'Ben']);
    expect(challenge.team_totals.map((team) => team.team).sort()).toEqual(['Office', 'Stores']);
    const days = await h().db.select().from(fitnessDays).where(and(eq(fitnessDays.clientId, 'lumen'), eq(fitnessDays.userId, ana.userId)));
    expect(challenge.my_total).toBe(days.filter((day) => day.day >= start && day.day <= today).reduce((sum, day) => sum + day.steps, 0));

    await h().call(setLeaderboardPreferences, { alias: 'Speedy', hidden: false }, ben.session);
    challenge = (await h().call(getChallenges, {}, ana.session)).challenges.find((c) => c.id === challenge_id)!;
    expect(challenge.leaderboard.map((row) => row.name).sort()).toEqual(['Ana', 'Speedy']);
    await h().call(setLeaderboardPreferences, { alias: null, hidden: true }, ben.session);
    list = await h().call(getChallenges, {}, ben.session);
    expect(list.hidden).toBe(true);
    challenge = list.challenges.find((c) => c.id === challenge_id)!;
    expect(challenge.leaderboard.map((row) => row.name)).toEqual(['Ana']);
    expect(challenge.participants).toBe(2);

    // another client sees nothing of it, and cannot join it
    const other = await member('harbour');
    expect((await h().call(getChallenges, {}, other.session)).challenges.map((c) => c.id)).not.toContain(challenge_id);
    expect((await h().refused(joinChallenge, { challenge_id, team: 'Stores' }, other.session)).status).toBe(404);

    await h().call(leaveChallenge, { challenge_id }, ana.session);
    challenge = (await h().call(getChallenges, {}, ana.session)).challenges.find((c) => c.id === challenge_id)!;
    expect(challenge.joined).toBe(false);
  }, 120_000);

  it('tells participants once when a challenge starts and when it ends', async () => {
    const admin = await member('kontor', { employerAdmin: true });
    const who = await member('kontor');
    const now = h().clock.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const { challenge_id } = await h().call(createChallenge, { title: 'Distanz-Woche', starts_on: day(1), ends_on: day(3), metric: 'distance', goal: 20000 }, admin.session);
    await h().call(joinChallenge, { challenge_id }, who.session);
    const mine = () => h().db.select().from(notifications).where(and(eq(notifications.clientId, 'kontor'), eq(notifications.userId, who.userId)));
    await announceChallenges(h().db, now);
    expect(await mine()).toHaveLength(0);
    await announceChallenges(h().db, new Date(now.getTime() + 86_400_000));
    await announceChallenges(h().db, new Date(now.getTime() + 86_400_000));
    expect((await mine()).map((row) => row.subject)).toEqual(['A challenge has started']);
    expect((await mine())[0]!.translations.de?.subject).toBe('Eine Challenge hat begonnen');
    await announceChallenges(h().db, new Date(now.getTime() + 4 * 86_400_000));
    expect((await mine()).map((row) => row.subject).sort()).toEqual(['A challenge has ended', 'A challenge has started']);
  }, 60_000);

  it('counts engagement points of the last 30 days, sets the level from them, and shows an unlocked reward\'s code once', async () => {
    const who = await member('harbour');
    const key = { clientId: 'harbour', userId: who.userId };
    const now = h().clock.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    let summary = (await h().call(getPoints, {}, who.session)).summary;
    expect(summary).toMatchObject({ points: 0, level: 1, next_level_at: 100 });
    expect(summary.rewards.map((reward) => [reward.level, reward.unlocked])).toEqual([[2, false], [3, false], [4, false]]);
    const locked = await h().refused(revealReward, { reward_id: summary.rewards[0]!.id }, who.session);
    expect(locked.status).toBe(403);
    expect(locked.body.err).toBe(REWARD_LOCKED_MESSAGE);

    // 8 steps goals in the window (10 each) and one 40 days ago that no longer counts, one day under the goal
    await h().db.insert(fitnessDays).values([
      ...Array.from({ length: 8 }, (_, i) => ({ ...key, provider: 'local' as const, day: day(-i - 1), steps: 10_000 + i * 500, metres: 8000, syncedAt: now })),
      { ...key, provider: 'local' as const, day: day(-40), steps: 15_000, metres: 11_000, syncedAt: now },
      { ...key, provider: 'local' as const, day: day(-12), steps: 9_999, metres: 7000, syncedAt: now },
    ]);
    // a help article read, two WHO-5 check-ins (one too old), a challenge joined
    const [item] = await h().db.select({ id: helpItems.id }).from(helpItems).limit(1);
    await h().db.insert(helpViews).values({ ...key, itemId: item!.id, viewedAt: new Date(now.getTime() - 86_400_000) });
    await h().db.insert(surveyResults).values([
      { ...key, survey: 'WHO-5', score: 60, result: 'ok', takenAt: new Date(now.getTime() - 2 * 86_400_000) },
      { ...key, survey: 'WHO-5', score: 60, result: 'ok', takenAt: new Date(now.getTime() - 31 * 86_400_000) },
    ]);
    const running = (await h().call(getChallenges, {}, who.session)).challenges.find((c) => c.status === 'current' && c.teams.length > 0)!;
    await h().call(joinChallenge, { challenge_id: running.id, team: running.teams[0]! }, who.session);

    summary = (await h().call(getPoints, {}, who.session)).summary;
    const by = Object.fromEntries(summary.breakdown.map((row) => [row.activity, row]));
    expect(by.steps_goal).toEqual({ activity: 'steps_goal', count: 8, points: 80 });
    expect(by.content_read!.points).toBe(5);
    expect(by.check_in).toMatchObject({ count: 1, points: 15 });
    expect(by.challenge_joined).toMatchObject({ count: 1, points: 25 });
    expect(summary.points).toBe(80 + 5 + 15 + 25);
    expect(summary.level).toBe(2);
    expect(summary.next_level_at).toBe(250);
    const unlocked = summary.rewards.find((reward) => reward.level === 2)!;
    expect(unlocked.unlocked).toBe(true);
    expect(summary.rewards.find((reward) => reward.level === 3)!.unlocked).toBe(false);

    const { code } = await h().call(revealReward, { reward_id: unlocked.id }, who.session);
    expect(code).toMatch(/^STRIDE-HARB-\d{4}$/);
    const again = await h().refused(revealReward, { reward_id: unlocked.id }, who.session);
    expect(again.status).toBe(409);
    expect(again.body.err).toBe(REWARD_SHOWN_MESSAGE);
    expect((await h().call(getPoints, {}, who.session)).summary.rewards.find((reward) => reward.id === unlocked.id)!.revealed_at).not.toBeNull();
    // another client's reward is not this member's to see
    const kontor = await member('kontor');
    expect((await h().refused(revealReward, { reward_id: unlocked.id }, kontor.session)).status).toBe(404);
  }, 60_000);

  it('counts a library article, video or podcast read once per item and day, not for support staff acting as the member (decision 0620)', async () => {
    const who = await member('harbour');
    const key = { clientId: 'harbour', userId: who.userId };
    const shared = await h().db.select({ id: contentItems.id, type: contentItems.type }).from(contentItems).where(and(isNull(contentItems.clientId), inArray(contentItems.type, ['articles', 'videos', 'podcasts', 'courses'])));
    const article = shared.find((row) => row.type === 'articles')!;
    const video = shared.find((row) => row.type === 'videos')!;
    const podcast = shared.find((row) => row.type === 'podcasts')!;
    const course = shared.find((row) => row.type === 'courses')!;
    const readPoints = async () => (await h().call(getPoints, {}, who.session)).summary.breakdown.find((row) => row.activity === 'content_read')!;
    expect(await readPoints()).toEqual({ activity: 'content_read', count: 0, points: 0 });

    // the same article three times (two at once) and a video and a podcast: three reads today
    const [first, second] = await Promise.all([h().call(recordContentRead, { item_id: article.id }, who.session), h().call(recordContentRead, { item_id: article.id }, who.session)]);
    expect([first.counted, second.counted].sort()).toEqual([false, true]);
    expect((await h().call(recordContentRead, { item_id: article.id }, who.session)).counted).toBe(false);
    expect((await h().call(recordContentRead, { item_id: video.id }, who.session)).counted).toBe(true);
    expect((await h().call(recordContentRead, { item_id: podcast.id }, who.session)).counted).toBe(true);
    expect(await h().db.select().from(contentReads).where(and(eq(contentReads.clientId, 'harbour'), eq(contentReads.userId, who.userId)))).toHaveLength(3);
    expect(await readPoints()).toEqual({ activity: 'content_read', count: 3, points: 3 * POINT_VALUES.content_read });

    // a help article opened still counts beside them
    const [help] = await h().db.select({ id: helpItems.id }).from(helpItems).where(eq(helpItems.clientId, 'harbour')).limit(1);
    await h().db.insert(helpViews).values({ ...key, itemId: help!.id, viewedAt: h().clock.now() });
    expect((await readPoints()).count).toBe(4);

    // a course is not a read, an unknown id or another client's own item is not there
    const notReadable = await h().refused(recordContentRead, { item_id: course.id }, who.session);
    expect(notReadable.status).toBe(400);
    expect(notReadable.body.err).toBe(NOT_READABLE_MESSAGE);
    const [kontorOwn] = await h().db.insert(contentItems).values({ clientId: 'kontor', slug: `kontor-own-${who.userId}`, type: 'articles', title: 'Kontor only', thumbnail: 'data:,', media: 'text' }).returning({ id: contentItems.id });
    for (const id of [kontorOwn!.id, 9_999_999]) {
      const refused = await h().refused(recordContentRead, { item_id: id }, who.session);
      expect(refused.status).toBe(404);
      expect(refused.body.err).toBe(CONTENT_NOT_FOUND_MESSAGE);
    }

    // support staff reading as the member earn them nothing
    const staff = await h().session('harbour', 'support@harbour.example');
    const started = await h().exchange(startLoginAs, { member_id: who.userId }, staff);
    const acting = { client: 'harbour', cookie: started.cookie! };
    const lent = shared.filter((row) => row.type === 'articles')[1]!;
    expect((await h().call(recordContentRead, { item_id: lent.id }, acting)).counted).toBe(false);
    expect((await readPoints()).count).toBe(4);

    // read yesterday, the same article counts again today; reads older than 30 days leave the window
    const now = h().clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const mine = and(eq(contentReads.clientId, 'harbour'), eq(contentReads.userId, who.userId));
    await h().db.update(contentReads).set({ day: daysAgo(1).toISOString().slice(0, 10), readAt: daysAgo(1) }).where(and(mine, eq(contentReads.contentItemId, article.id)));
    expect((await h().call(recordContentRead, { item_id: article.id }, who.session)).counted).toBe(true);
    expect((await readPoints()).count).toBe(5);
    await h().db.update(contentReads).set({ day: daysAgo(31).toISOString().slice(0, 10), readAt: daysAgo(31) }).where(and(mine, inArray(contentReads.contentItemId, [video.id, podcast.id])));
    expect((await readPoints()).count).toBe(3);
  }, 60_000);

  it('shows the help centre with engagement points and levels to members connected to the mental-health service only (seed 003 section 1)', async () => {
    const plain = await member('harbour');
    expect(await h().call(getHelpVersion, {}, plain.session)).toEqual({ success: true, version: 'standard', engagement: null });
    // another coaching service is not the mental-health service
    const health = await member('harbour', { coaching: 'booked', coachingService: 'healthcoach' });
    expect((await h().call(getHelpVersion, {}, health.session)).version).toBe('standard');

    const connected = await member('harbour', { coaching: 'booked', coachingService: 'mental_health' });
    const [help] = await h().db.select({ id: helpItems.id }).from(helpItems).where(eq(helpItems.clientId, 'harbour')).limit(1);
    await h().db.insert(helpViews).values({ clientId: 'harbour', userId: connected.userId, itemId: help!.id, viewedAt: h().clock.now() });
    const reply = await h().call(getHelpVersion, {}, connected.session);
    expect(reply.version).toBe('mental_health');
    const points = (await h().call(getPoints, {}, connected.session)).summary;
    expect(reply.engagement).toMatchObject({ points: points.points, level: points.level, next_level_at: points.next_level_at });
    expect(points.points).toBeGreaterThanOrEqual(POINT_VALUES.content_read);
    expect(reply.engagement!.levels.map((row) => [row.level, row.from])).toEqual([[1, 0], [2, 100], [3, 250], [4, 500]]);
    // the rewards each level unlocks, from the client's catalogue
    expect(reply.engagement!.levels.flatMap((row) => row.rewards.map(() => row.level))).toEqual(points.rewards.map((reward) => reward.level));
    expect(reply.engagement!.levels[1]!.rewards[0]).toEqual({ partner: points.rewards[0]!.partner, title: points.rewards[0]!.title });

    // a journey the coach closed ends the connection
    const [assigned] = await h().db.select({ coachId: coachingAssignments.coachId }).from(coachingAssignments).where(and(eq(coachingAssignments.clientId, 'harbour'), eq(coachingAssignments.userId, connected.userId)));
    await h().db.update(coachingAssignments).set({ closedAt: h().clock.now() }).where(and(eq(coachingAssignments.clientId, 'harbour'), eq(coachingAssignments.userId, connected.userId)));
    expect((await h().call(getHelpVersion, {}, connected.session)).version).toBe('standard');

    // a client that does not offer mental health coaching (fernway) has nobody connected to it, whatever rows say
    const fern = await member('fernway');
    await h().db.insert(coachingAssignments).values({ clientId: 'fernway', userId: fern.userId, service: 'mental_health', coachId: assigned!.coachId, assignedAt: h().clock.now() });
    expect(await h().call(getHelpVersion, {}, fern.session)).toEqual({ success: true, version: 'standard', engagement: null });
  }, 60_000);
});
