import { defineConfig } from 'vitest/config';

/**
 * Every *.int.test.ts runs on PostgreSQL, the production database (DATABASE_URL or a throwaway cluster). The files
 * below run on embedded PGlite as well, the database of `npm start` and of every end-to-end test: they cover what
 * differs between the two (the driver's types and transactions, the triggers, the in-process buses of chat, video
 * and session caches, the seed and its template, the reminder worker's claims). INT_PGLITE=all runs every file on
 * both (decision 0330).
 */
const PGLITE_FILES = [
  'test/core.int.test.ts',
  'test/identity.int.test.ts',
  'test/session-continuity.int.test.ts',
  'test/demo-languages.int.test.ts',
  'src/db/seed.int.test.ts',
  'src/db/upgrade.int.test.ts',
  'src/db/news/triggers.int.test.ts',
  'src/sessions/sessions.int.test.ts',
  'src/sessions/idle.int.test.ts',
  'src/realtime/realtime.int.test.ts',
  'src/chat/chat.int.test.ts',
  'src/video/video.int.test.ts',
  'src/reminders/reminders.int.test.ts',
  'src/events/events-paid.int.test.ts',
  'src/coaching/home.int.test.ts',
  'src/content/content.int.test.ts',
  'src/admin/branding.int.test.ts',
  'src/bookings/appointments-json.int.test.ts',
  // full-text search (the help centre's tsvector columns) on PGlite's own text-search dictionaries
  'src/help/help.int.test.ts',
  // a client folder added to a running development server (PGlite is the development database)
  'src/tenancy/clients-watch.int.test.ts',
  // the fitness sync's jobs on the reminder queue's claims, and the upserts that count a day once
  'src/fitness/fitness.int.test.ts',
];
const ALL = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];
const shared = { testTimeout: 30_000, hookTimeout: 120_000, isolate: false };

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; these files mostly wait on HTTP, PostgreSQL and scrypt, so three
    // keep both cores busy (INT_WORKERS to change it).
    maxWorkers: Number(process.env.INT_WORKERS ?? 3),
    projects: [
      { test: { ...shared, include: process.env.INT_PGLITE === 'all' ? ALL : PGLITE_FILES, name: 'pglite', env: { PORTAL_TEST_DB: 'pglite' } } },
      { test: { ...shared, include: ALL, name: 'postgres', env: { PORTAL_TEST_DB: 'postgres' }, globalSetup: ['./test/global-setup-postgres.ts'] } },
    ],
  },
});
