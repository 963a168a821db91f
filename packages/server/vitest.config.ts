import { defineConfig } from 'vitest/config';

// Unit tests only; the DB-backed *.int.test.ts run with vitest.int.config.ts (npm run test:int).
export default defineConfig({
  test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/*.int.test.ts', '**/node_modules/**'] },
});
