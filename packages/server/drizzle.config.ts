import { defineConfig } from 'drizzle-kit';

// Released migrations are frozen; a change appends a numbered one (decision 0470, README "Writing a migration"):
// `npm run db:generate -w @portal/server -- --name <change>`, or `db:generate:sql` for trigger and function SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
