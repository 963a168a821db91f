import { defineConfig } from 'vitest/config';

// Every *.int.test.ts runs twice: on embedded PGlite and on PostgreSQL (DATABASE_URL or a throwaway cluster).
const shared = { include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'], testTimeout: 30_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'pglite', env: { PORTAL_TEST_DB: 'pglite' } } },
      { test: { ...shared, name: 'postgres', env: { PORTAL_TEST_DB: 'postgres' }, globalSetup: ['./test/global-setup-postgres.ts'] } },
    ],
  },
});
