// `npm run db:release -w @portal/server`: when a release ships, records its new migrations in drizzle/released.json
// with their sha256, so the checksum test refuses any later edit of them (decision 0470).
import { migrationProblems, readReleased, unreleasedMigrations, writeReleased } from './migration-files';

const problems = migrationProblems();
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const added = unreleasedMigrations();
const list = readReleased();
writeReleased({ ...list, migrations: [...list.migrations, ...added] });
console.log(added.length === 0 ? '[db:release] every migration is already released' : `[db:release] released ${added.map((migration) => migration.tag).join(', ')}`);
