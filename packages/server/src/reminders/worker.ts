import { pathTo } from '@portal/manifest/routes';
import type { ReminderKind } from './schema';
import type { Db } from '../core/types';
import { shownLanguage } from '../core/member-settings';
import { clientFrom, type Mail, type Mailer } from '../mail/mailer';
import { clientOrigins, clientSetOf, type Client, type ClientSet } from '../tenancy/public';
import { ROOM_TYPES } from '../video/public';
import { bookingTitle, composeReminder, mailLanguage, timeZoneFor, type ReminderSubject } from './messages';
import {
  bookingSource,
  claimDue,
  enqueue,
  eventSource,
  markFailed,
  markSent,
  markSkipped,
  recipient,
  upcomingBookings,
  upcomingEventPlaces,
  type JobRow,
  type NewJob,
} from './repository';
import { SCAN_HORIZON_MS, planReminders, sendableUntil } from './schedule';

/** A claim lasts this long: a worker that dies mid-send leaves the job to another after it. */
export const CLAIM_MS = 2 * 60_000;
const BATCH = 50;
const MAX_ATTEMPTS = 5;
const RETRY_MS = 5 * 60_000;

/**
 * What an offer-lapse job runs, in the job's transaction: the events domain's release of a held place, which the
 * composition (main.ts, tests) passes in so the job queue imports no domain that plans jobs on it.
 */
export type ReleaseHeldPlace = (
  db: Db,
  clientId: string,
  manifest: Client['manifest'],
  placeId: number,
  now: Date,
) => Promise<{ released: true } | { released: false; reason: string }>;

/**
 * A kind of job another domain plans and runs on this queue (decision 0570): the composition passes it in, so the
 * queue imports no domain. `plan` runs on every scan (its keys make it idempotent), `run` in a claimed job; a
 * thrown error is retried at `retryAt` (a backoff by attempts), or the job is skipped after MAX_ATTEMPTS.
 */
export interface JobKind {
  readonly kind: ReminderKind;
  plan(db: Db, at: Date): Promise<NewJob[]>;
  run(db: Db, job: JobRow, at: Date): Promise<{ readonly done: true } | { readonly skip: string }>;
  retryAt?(job: JobRow, at: Date): Date;
  /** told of a thrown error after the job's transaction rolled back (to count a provider's failures, say) */
  failed?(db: Db, job: JobRow, error: unknown): Promise<void>;
}

export interface ReminderWorkerOptions {
  readonly db: Db;
  readonly releaseHeldPlace: ReleaseHeldPlace;
  /** other domains' jobs on this queue (fitness sync, challenge notices) */
  readonly jobKinds?: readonly JobKind[];
  readonly clients: readonly Client[] | ClientSet;
  readonly mailer: Mailer;
  /** the address mails come from (MAIL_FROM); the client's name is put before it */
  readonly from: string;
  /** the origin members' links are built on, e.g. http://localhost:3000 (PUBLIC_ORIGIN) */
  readonly publicOrigin: string;
  readonly now?: () => Date;
  /** scan and send every this many ms (REMINDERS_INTERVAL_MS, default 30 s) */
  readonly intervalMs?: number;
  /** MAIL_TIME_ZONE, or null to write times in the member language's usual zone */
  readonly timeZone?: string | null;
  readonly log?: (line: string) => void;
}

export interface RunReport {
  planned: number;
  sent: number;
  /** held event places released when their time ran out (offer-lapse jobs) */
  released: number;
  skipped: number;
  failed: number;
}

export interface ReminderWorker {
  /** one scan and delivery pass; what the loop runs every interval */
  runOnce(): Promise<RunReport>;
  /** starts the loop (a first pass at once) */
  start(): void;
  /** stops the loop and waits for a pass under way */
  stop(): Promise<void>;
}

class LostClaim extends Error {}

/**
 * The reminder worker (decision 0300): every interval it scans the upcoming bookings and event places, plans their
 * reminders as jobs (idempotent by key, so any number of processes may scan), then claims the due jobs and sends
 * them. Whether a job still applies is decided when it is sent: a cancelled or moved booking sends nothing. Jobs of
 * kind offer-lapse, planned by the events domain when it holds a seat, release that seat when its time runs out.
 */
export function createReminderWorker(options: ReminderWorkerOptions): ReminderWorker {
  const { db, mailer, releaseHeldPlace } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const intervalMs = options.intervalMs ?? 30_000;
  const clients = clientSetOf(options.clients);
  const kinds = new Map((options.jobKinds ?? []).map((kind) => [kind.kind, kind]));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;

  async function scan(at: Date): Promise<number> {
    const until = new Date(at.getTime() + SCAN_HORIZON_MS);
    const upcoming = [...(await upcomingBookings(db, at, until)), ...(await upcomingEventPlaces(db, at, until))];
    const jobs: NewJob[] = [];
    for (const item of upcoming) {
      if (!clients.find(item.clientId)) continue;
      for (const planned of planReminders(item, at)) {
        jobs.push({ key: planned.key, clientId: item.clientId, userId: item.userId, source: item.source, sourceId: item.sourceId, kind: planned.kind, startAt: item.startAt, runAt: planned.runAt });
      }
    }
    for (const kind of kinds.values()) jobs.push(...(await kind.plan(db, at)));
    return jobs.length === 0 ? 0 : enqueue(db, jobs);
  }

  /** A job of another domain's kind: done or skipped in one transaction with its mark, retried with its backoff. */
  async function runKind(kind: JobKind, job: JobRow, at: Date, report: RunReport): Promise<void> {
    try {
      const skipped = await db.transaction(async (tx) => {
        const outcome = await kind.run(tx, job, at);
        if ('skip' in outcome) {
          await markSkipped(tx, job, at, outcome.skip);
          return true;
        }
        if (!(await markSent(tx, job, now()))) throw new LostClaim();
        return false;
      });
      if (skipped) report.skipped += 1;
      else report.sent += 1;
    } catch (error) {
      if (error instanceof LostClaim) return;
      const message = error instanceof Error ? error.message : String(error);
      report.failed += 1;
      log(`[jobs] ${job.key} failed (attempt ${job.attempts}): ${message}`);
      await kind.failed?.(db, job, error).catch(() => {});
      if (job.attempts >= MAX_ATTEMPTS) await markSkipped(db, job, now(), `failed: ${message}`.slice(0, 500)).catch(() => {});
      else await markFailed(db, job, kind.retryAt?.(job, now()) ?? new Date(now().getTime() + RETRY_MS), message).catch(() => {});
    }
  }

  /** The mail of a claimed job, or why it is not sent. */
  async function mailOf(job: JobRow, at: Date): Promise<Mail | { skip: string }> {
    const client = clients.find(job.clientId);
    if (!client) return { skip: 'unknown client' };
    const source = job.source === 'booking' ? await bookingSource(db, job) : await eventSource(db, job);
    if (!source) return { skip: 'booking gone' };
    if (source.cancelled) return { skip: 'cancelled' };
    if (source.startAt.getTime() !== job.startAt.getTime()) return { skip: 'moved' };
    if (at.getTime() >= sendableUntil(job.kind, job.startAt).getTime()) return { skip: 'too late' };
    const member = await recipient(db, job.clientId, job.userId);
    if (!member || member.deactivated) return { skip: 'no member' };
    if (!member.emailNotifications) return { skip: 'email notifications off' };
    const language = mailLanguage(shownLanguage(member.language, client.manifest));
    const origin = clientOrigins(client, options.publicOrigin)[0] ?? options.publicOrigin;
    const room = job.source === 'booking' && ROOM_TYPES.has(source.appointmentType);
    const title = bookingTitle(language, source.appointmentType, source.clinicianName, source.eventTitles[language] ?? source.eventTitles.en ?? null);
    const subject: ReminderSubject = {
      key: job.key,
      kind: job.kind,
      language,
      clientName: client.manifest.name,
      firstName: member.firstName,
      title,
      startAt: source.startAt,
      endAt: source.endAt,
      joinUrl: room ? `${origin}${pathTo('bookingVideoRoom', { booking_id: job.sourceId })}` : null,
      location: source.address,
      detailsUrl: source.eventId !== null ? `${origin}${pathTo('viewEvent', { id: source.eventId })}` : null,
      timeZone: timeZoneFor(language, options.timeZone ?? null),
    };
    const composed = composeReminder(subject);
    return {
      clientId: job.clientId,
      userId: job.userId,
      from: clientFrom(client.manifest.name, options.from),
      to: member.email,
      subject: composed.subject,
      text: composed.text,
      attachments: composed.attachments,
      reference: `reminder:${job.key}`,
    };
  }

  /**
   * An offer-lapse job: the held place is released, its seat passed on and the member who moved up told, all in
   * one transaction with the job's done mark, so a lost claim rolls the release back and it happens once.
   */
  async function release(job: JobRow, at: Date, report: RunReport): Promise<void> {
    const client = clients.find(job.clientId);
    if (!client) {
      await markSkipped(db, job, at, 'unknown client');
      report.skipped += 1;
      return;
    }
    const done = await db.transaction(async (tx) => {
      const outcome = await releaseHeldPlace(tx, job.clientId, client.manifest, job.sourceId, at);
      if (!outcome.released) {
        await markSkipped(tx, job, at, outcome.reason);
        return false;
      }
      if (!(await markSent(tx, job, now()))) throw new LostClaim();
      return true;
    });
    if (done) report.released += 1;
    else report.skipped += 1;
  }

  async function deliver(job: JobRow, report: RunReport): Promise<void> {
    const at = now();
    const kind = kinds.get(job.kind);
    if (kind) {
      await runKind(kind, job, at, report);
      return;
    }
    try {
      if (job.kind === 'offer-lapse') {
        await release(job, at, report);
        return;
      }
      const mail = await mailOf(job, at);
      if ('skip' in mail) {
        await markSkipped(db, job, at, mail.skip);
        report.skipped += 1;
        return;
      }
      if (mailer.transactional) {
        // the outbox row and the sent mark commit together: a lost claim rolls the mail back
        await db.transaction(async (tx) => {
          await mailer.send(mail, tx);
          if (!(await markSent(tx, job, now()))) throw new LostClaim();
        });
      } else {
        await mailer.send(mail, db);
        await markSent(db, job, now());
      }
      report.sent += 1;
    } catch (error) {
      if (error instanceof LostClaim) return;
      const message = error instanceof Error ? error.message : String(error);
      report.failed += 1;
      log(`[reminders] ${job.key} failed (attempt ${job.attempts}): ${message}`);
      if (job.attempts >= MAX_ATTEMPTS) await markSkipped(db, job, now(), `failed: ${message}`.slice(0, 500)).catch(() => {});
      else await markFailed(db, job, new Date(now().getTime() + RETRY_MS), message).catch(() => {});
    }
  }

  async function pass(): Promise<RunReport> {
    const report: RunReport = { planned: 0, sent: 0, released: 0, skipped: 0, failed: 0 };
    report.planned = await scan(now());
    for (;;) {
      const jobs = await claimDue(db, now(), CLAIM_MS, BATCH);
      for (const job of jobs) await deliver(job, report);
      if (jobs.length < BATCH || stopped) break;
    }
    return report;
  }

  const runOnce = () => {
    const run = pass();
    running = run.catch(() => {});
    return run;
  };

  const tick = () => {
    timer = null;
    if (stopped) return;
    runOnce()
      .then((report) => {
        if (report.sent + report.released + report.skipped + report.failed > 0) log(`[reminders] sent ${report.sent}, released ${report.released}, skipped ${report.skipped}, failed ${report.failed}`);
      })
      .catch((error: unknown) => log(`[reminders] pass failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };

  return {
    runOnce,
    start() {
      stopped = false;
      if (!timer && !running) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
