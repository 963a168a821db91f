import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/core/types';
import { createDb, type Database } from '../src/db/client';
import { releaseHeldPlace } from '../src/events/public';
import { outboxMailer } from '../src/mail/mailer';
import { createReminderWorker, type ReminderWorker } from '../src/reminders/worker';
import type { Harness } from './harness';

/**
 * Reminder workers as two API processes run them, for the tests of one harness (call it inside `withHarness`):
 * `worker(db)` makes a worker on the outbox mailer whose time is `now()`, stopped after the tests; `secondDb()` is
 * the second process's database: its own pool on PostgreSQL, the same handle on PGlite (one process).
 */
export function reminderWorkers(h: () => Harness, now: () => Date): { worker(db: Db): ReminderWorker; secondDb(): Db } {
  let second: Database | null = null;
  let secondDb: Db;
  const workers: ReminderWorker[] = [];
  beforeAll(async () => {
    if (h().kind === 'postgres') second = await createDb({ databaseUrl: h().config.databaseUrl, pgliteDir: null });
    secondDb = second?.db ?? h().db;
  });
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    await second?.close();
  });
  return {
    worker(db) {
      const made = createReminderWorker({ releaseHeldPlace, db, clients: h().clients, mailer: outboxMailer(), from: 'Portal <reminders@portal.test>', publicOrigin: 'http://localhost:3000', now, log: () => {} });
      workers.push(made);
      return made;
    },
    secondDb: () => secondDb,
  };
}
