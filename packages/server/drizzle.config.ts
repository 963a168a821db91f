import { defineConfig } from 'drizzle-kit';

// One squashed init migration while the schema is pre-release: `npm run db:generate -w @portal/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
