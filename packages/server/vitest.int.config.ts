import { defineConfig } from 'vitest/config';

// Every *.int.test.ts runs twice: on embedded PGlite and on PostgreSQL (DATABASE_URL or a throwaway cluster).
const shared = { include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; these files mostly wait on HTTP, PostgreSQL and scrypt, so three
    // keep both cores busy (INT_WORKERS to change it).
    maxWorkers: Number(process.env.INT_WORKERS ?? 3),
    projects: [
      { test: { ...shared, name: 'pglite', env: { PORTAL_TEST_DB: 'pglite' } } },
      { test: { ...shared, name: 'postgres', env: { PORTAL_TEST_DB: 'postgres' }, globalSetup: ['./test/global-setup-postgres.ts'] } },
    ],
  },
});
