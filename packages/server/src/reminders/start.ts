import type { Config } from '../config';
import type { Db } from '../core/types';
import { mailerFrom } from '../mail/mailer';
import type { Client, ClientSet } from '../tenancy/public';
import { createReminderWorker, type JobKind, type ReleaseHeldPlace } from './worker';

export interface RunningReminders {
  stop(): Promise<void>;
}

/**
 * The reminder worker of `npm run serve` (main.ts): on unless REMINDERS=off, with the mail adapter the environment
 * chooses (config.mail: MAIL_TRANSPORT, SMTP_URL, MAIL_FROM). Every API process may run one: jobs are claimed, not shared out.
 */
export async function startReminders(deps: { readonly db: Db; readonly clients: readonly Client[] | ClientSet; readonly config: Config; readonly releaseHeldPlace: ReleaseHeldPlace; readonly jobKinds?: readonly JobKind[] }, env: Record<string, string | undefined> = process.env, log: (line: string) => void = console.log): Promise<RunningReminders | null> {
  if (env.REMINDERS === 'off' || env.REMINDERS === '0' || env.REMINDERS === 'false') return null;
  const settings = deps.config.mail;
  const mailer = await mailerFrom(settings);
  const interval = Number(env.REMINDERS_INTERVAL_MS ?? 30_000);
  const worker = createReminderWorker({
    db: deps.db,
    releaseHeldPlace: deps.releaseHeldPlace,
    ...(deps.jobKinds ? { jobKinds: deps.jobKinds } : {}),
    clients: deps.clients,
    mailer,
    from: settings.from,
    publicOrigin: deps.config.publicOrigin,
    intervalMs: Number.isFinite(interval) && interval >= 1000 ? interval : 30_000,
    timeZone: env.MAIL_TIME_ZONE?.trim() || null,
    log,
  });
  worker.start();
  log(`[reminders] worker started, mails to ${settings.transport === 'smtp' ? 'SMTP' : 'the outbox (/__outbox)'}`);
  return {
    async stop() {
      await worker.stop();
      await mailer.close();
    },
  };
}
