/**
 * The migration files in packages/server/drizzle and the list of released ones (drizzle/released.json), read by the
 * checksum test, the upgrade test and `npm run db:release` (decision 0470).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from './migrate';

/** One entry of drizzle/meta/_journal.json: drizzle's migrator applies, in order, every one newer than the last applied `when`. */
export interface JournalEntry {
  readonly idx: number;
  readonly version: string;
  readonly when: number;
  readonly tag: string;
  readonly breakpoints: boolean;
}

export interface Journal {
  readonly version: string;
  readonly dialect: string;
  readonly entries: readonly JournalEntry[];
}

/** A migration that has shipped: its file must never change again (the sha256 is the one drizzle stores as its hash). */
export interface ReleasedMigration {
  readonly tag: string;
  readonly when: number;
  readonly sha256: string;
}

export interface ReleasedList {
  readonly about: string;
  readonly migrations: readonly ReleasedMigration[];
}

export const RELEASED_FILE = path.join(MIGRATIONS_DIR, 'released.json');

export function readJournal(dir = MIGRATIONS_DIR): Journal {
  return JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
}

export function readReleased(file = RELEASED_FILE): ReleasedList {
  return JSON.parse(readFileSync(file, 'utf8')) as ReleasedList;
}

export function writeReleased(list: ReleasedList, file = RELEASED_FILE): void {
  writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
}

export function migrationSql(tag: string, dir = MIGRATIONS_DIR): string {
  return readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
}

/** sha256 of a migration file, as drizzle computes the hash it records in drizzle.__drizzle_migrations */
export function migrationHash(tag: string, dir = MIGRATIONS_DIR): string {
  return createHash('sha256').update(migrationSql(tag, dir)).digest('hex');
}

const HOW_TO_CHANGE =
  'A released migration is never edited: undo the change (`git checkout -- packages/server/drizzle`) and add a new migration instead, ' +
  '`npm run db:generate -w @portal/server -- --name <change>` for a schema change or ' +
  '`npm run db:generate:sql -w @portal/server -- --name <change>` for trigger and function SQL (packages/server/README.md, "Writing a migration").';

/**
 * What is wrong with the migrations folder, one sentence each: a released migration edited, renamed, reordered or
 * re-dated; a journal entry without its file or a file without its entry; a `when` not after the one before it
 * (drizzle's migrator skips a migration older than the last one a database applied).
 */
export function migrationProblems(dir = MIGRATIONS_DIR, releasedFile = path.join(dir, 'released.json')): string[] {
  const problems: string[] = [];
  const { entries } = readJournal(dir);
  const released = readReleased(releasedFile).migrations;
  released.forEach((migration, index) => {
    const entry = entries[index];
    if (!entry || entry.tag !== migration.tag) {
      problems.push(`Released migration ${migration.tag} is no longer number ${index} of drizzle/meta/_journal.json (found ${entry?.tag ?? 'nothing'}). ${HOW_TO_CHANGE}`);
      return;
    }
    if (entry.when !== migration.when) {
      problems.push(`Released migration ${migration.tag} changed its "when" in drizzle/meta/_journal.json from ${migration.when} to ${entry.when}; databases decide what to apply by it. ${HOW_TO_CHANGE}`);
    }
    let actual: string;
    try {
      actual = migrationHash(migration.tag, dir);
    } catch {
      problems.push(`Released migration drizzle/${migration.tag}.sql is missing. ${HOW_TO_CHANGE}`);
      return;
    }
    if (actual !== migration.sha256) {
      problems.push(`drizzle/${migration.tag}.sql was released and has been edited (sha256 ${actual}, released as ${migration.sha256}). ${HOW_TO_CHANGE}`);
    }
  });
  entries.forEach((entry, index) => {
    const number = String(index).padStart(4, '0');
    if (entry.idx !== index || !entry.tag.startsWith(`${number}_`)) {
      problems.push(`drizzle/meta/_journal.json entry ${index} is ${entry.tag} (idx ${entry.idx}); migrations are numbered in order, so after a merge regenerate your unreleased migration on top of the others.`);
    }
    const before = entries[index - 1];
    if (before && entry.when <= before.when) {
      problems.push(`Migration ${entry.tag} has a "when" (${entry.when}) not after ${before.tag}'s (${before.when}): drizzle would skip it on every database that already applied ${before.tag}. Regenerate it (delete it and its snapshot, run db:generate again).`);
    }
    try {
      migrationSql(entry.tag, dir);
    } catch {
      problems.push(`drizzle/meta/_journal.json lists ${entry.tag}, but drizzle/${entry.tag}.sql does not exist.`);
    }
  });
  const listed = new Set(entries.map((entry) => `${entry.tag}.sql`));
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql')).sort()) {
    if (!listed.has(file)) problems.push(`drizzle/${file} is not in drizzle/meta/_journal.json, so no database would ever apply it: make migrations with drizzle-kit (db:generate, db:generate:sql), not by hand.`);
  }
  return problems;
}

/** The journal's migrations not yet in the released list, which `npm run db:release` adds to it. */
export function unreleasedMigrations(dir = MIGRATIONS_DIR, releasedFile = path.join(dir, 'released.json')): ReleasedMigration[] {
  const released = readReleased(releasedFile).migrations;
  return readJournal(dir)
    .entries.slice(released.length)
    .map((entry) => ({ tag: entry.tag, when: entry.when, sha256: migrationHash(entry.tag, dir) }));
}

const SERVER_SRC = path.resolve(MIGRATIONS_DIR, '../src');

function sqlFilesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sqlFilesUnder(full));
    else if (entry.name.endsWith('.sql')) out.push(full);
  }
  return out;
}

/**
 * The trigger, trigger-function and sequence SQL as it stands today, statement by statement: every
 * `src/<domain>/*.sql` file in path order, split at `--> statement-breakpoint`. The migrations are how databases got
 * there; the upgrade test checks that both make the same functions and triggers. Should this SQL ever be made by
 * code instead of kept in files, this is the one place to say so.
 */
export function currentTriggerSql(dir = SERVER_SRC): { file: string; statements: string[] }[] {
  return sqlFilesUnder(dir)
    .sort()
    .map((file) => ({
      file: path.relative(path.dirname(dir), file),
      statements: readFileSync(file, 'utf8')
        .split('--> statement-breakpoint')
        .filter((statement) => statement.replace(/--[^\n]*/g, '').trim() !== ''),
    }));
}
