/**
 * Release-ready migrations (decision 0470): a database that shipped at the baseline, with its demo data, migrates to
 * this checkout's head and keeps every row; and the trigger and function SQL kept beside the domains
 * (src/<domain>/*.sql) is exactly what the migrations make. Neither names the head: a migration added later is
 * checked by the same tests.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBaselineData, readBaselineData, tableNames, tableRows, type BaselineData, type Row } from '../../test/baseline-data';
import { emptyDatabase, harnessSkipReason, testDb } from '../../test/harness';
import type { Db } from '../core/types';
import type { Database } from './client';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { currentTriggerSql, readJournal } from './migration-files';

/**
 * Tables whose values a migration after the baseline rewrites on purpose (a data migration), with the migration that
 * does it: their rows are counted rather than compared. A table or column a
 * migration drops is never listed here, since its data is gone.
 */
const REWRITTEN: Readonly<Record<string, string>> = {
  // the demo tasks' inline data: audio becomes the served media files (decision 0467)
  coaching_tasks: '0004_session_idle_and_trusted_devices',
};

/**
 * Tables a migration after the baseline drops on purpose, with the migration that does it: values derived from other
 * tables' rows, which hold all they said, so no data is lost.
 */
const DROPPED: Readonly<Record<string, string>> = {
  // a version per member's bookings, kept by triggers, which get-appointments no longer reads (decision 0600)
  booking_versions: '0011_drop_booking_versions',
};

const kind = testDb();
const skip = harnessSkipReason(kind);

/** A migrations folder holding only the given migrations of drizzle/ (the database as it shipped). */
function folderOf(tags: readonly string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-baseline-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = readJournal();
  const entries = journal.entries.slice(0, tags.length);
  expect(entries.map((entry) => entry.tag), 'the baseline data was written at the first migrations of the journal').toEqual(tags);
  for (const entry of entries) copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** Each row as one string of the given columns' values, sorted, so two reads compare as multisets. */
function rowKeys(rows: readonly Row[], columns: readonly string[]): string[] {
  return rows.map((row) => JSON.stringify(columns.map((column) => row[column] ?? null))).sort();
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function columnsOf(db: Db): Promise<Map<string, string[]>> {
  const result = await db.execute(sql`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`);
  const out = new Map<string, string[]>();
  for (const { t, c } of rowsOf<{ t: string; c: string }>(result)) out.set(t, [...(out.get(t) ?? []), c]);
  return out;
}

describe.skipIf(skip !== null)(`migrations from the released baseline to the head [${kind}]${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let data: BaselineData;
  let database: Database;
  let drop: () => Promise<void>;
  let baselineDir = '';
  let atBaseline: Record<string, Row[]>;
  let baselineColumns: Map<string, string[]>;

  beforeAll(async () => {
    data = readBaselineData();
    ({ database, drop } = await emptyDatabase(kind));
    baselineDir = folderOf(data.migrations);
    await migrate(database, baselineDir);
    await loadBaselineData(database.db, data);
    atBaseline = await tableRows(database.db);
    baselineColumns = await columnsOf(database.db);
    await migrate(database);
  }, 600_000);

  afterAll(async () => {
    await drop?.();
    if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });
  });

  it('starts from the baseline with its demo data in every table', () => {
    expect(Object.keys(atBaseline).sort()).toEqual(Object.keys(data.tables).sort());
    for (const [name, rows] of Object.entries(data.tables)) expect(atBaseline[name], name).toHaveLength(rows.length);
    const total = Object.values(atBaseline).reduce((sum, rows) => sum + rows.length, 0);
    expect(total).toBeGreaterThan(10_000);
    for (const name of ['users', 'bookings', 'sessions', 'audit_log', 'corporate_event_registrations']) expect(atBaseline[name]!.length, name).toBeGreaterThan(0);
  });

  it('has applied every migration of the head', async () => {
    const result = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at`);
    expect(rowsOf<{ hash: string }>(result)).toHaveLength(readJournal().entries.length);
  });

  it('keeps every table, column and row of the baseline, values unchanged', async () => {
    const headTables = new Set(await tableNames(database.db));
    const headColumns = await columnsOf(database.db);
    const lost: string[] = [];
    for (const [name, columns] of baselineColumns) {
      if (DROPPED[name]) expect(headTables.has(name), `${DROPPED[name]} drops ${name}`).toBe(false);
      else if (!headTables.has(name)) lost.push(`table ${name} (${atBaseline[name]!.length} rows) is gone`);
      else for (const column of columns) if (!headColumns.get(name)?.includes(column)) lost.push(`column ${name}.${column} is gone`);
    }
    // A migration that drops or renames a table or column loses what it held: move the data in the same migration
    // and say here which one does it.
    expect(lost, 'a migration after the baseline lost data').toEqual([]);

    const kept = [...baselineColumns].filter(([name]) => !DROPPED[name]);
    const atHead = await tableRows(database.db, kept.map(([name]) => name));
    const changed: string[] = [];
    for (const [name, columns] of kept) {
      const before = rowKeys(atBaseline[name]!, columns);
      const after = rowKeys(atHead[name]!, columns);
      if (after.length !== before.length) changed.push(`${name}: ${before.length} rows at the baseline, ${after.length} at the head`);
      if (REWRITTEN[name]) continue;
      const remaining = new Set(after);
      const missing = before.filter((row) => !remaining.has(row));
      if (missing.length > 0) changed.push(`${name}: ${missing.length} rows missing or changed, e.g. ${missing[0]!.slice(0, 300)}`);
    }
    expect(changed).toEqual([]);
  });
});

/** The functions, triggers and free-standing sequences of the public schema: what the SQL of src/ makes. */
async function customObjects(db: Db): Promise<{ functions: Record<string, string>; triggers: Record<string, string>; sequences: Record<string, string> }> {
  const functions = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind = 'f'`),
  );
  const triggers = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select c.relname || '.' || t.tgname as name, pg_get_triggerdef(t.oid) as def
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and not t.tgisinternal`),
  );
  // sequences that no column owns (a serial's belongs to its table and comes from the schema)
  const sequences = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`select s.sequencename as name, concat_ws(' ', s.data_type, s.start_value, s.min_value, s.max_value, s.increment_by, s.cycle, s.cache_size) as def
      from pg_sequences s join pg_class c on c.relname = s.sequencename join pg_namespace n on n.oid = c.relnamespace and n.nspname = s.schemaname
      where s.schemaname = 'public' and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))`),
  );
  const byName = (rows: { name: string; def: string }[]) => Object.fromEntries(rows.map((row) => [row.name, row.def]));
  return { functions: byName(functions), triggers: byName(triggers), sequences: byName(sequences) };
}

describe.skipIf(skip !== null)(`trigger and function SQL in src/ and the migrations [${kind}]${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase(kind));
    await migrate(database);
  }, 600_000);
  afterAll(async () => {
    await drop?.();
  });

  it('the SQL of src/ (currentTriggerSql) makes exactly the functions, triggers and sequences the migrations made', async () => {
    const db = database.db;
    const migrated = await customObjects(db);
    expect(Object.keys(migrated.functions).length).toBeGreaterThan(0);
    // Clear them, then run the files of src/ as they stand today: a change to a file that no migration carries (or a
    // migration whose change the file lacks) leaves a difference.
    for (const name of Object.keys(migrated.functions)) await db.execute(sql.raw(`drop function if exists ${name} cascade`));
    for (const name of Object.keys(migrated.sequences)) await db.execute(sql.raw(`drop sequence if exists "${name}" cascade`));
    expect(Object.keys((await customObjects(db)).triggers)).toEqual([]);
    const current = currentTriggerSql();
    expect(current.length).toBeGreaterThan(0);
    for (const { statements } of current) for (const statement of statements) await db.execute(sql.raw(statement));
    const fromSource = await customObjects(db);
    const how = 'src/**/*.sql and packages/server/drizzle disagree: a change to trigger or function SQL goes into both, the file of src/ and a new custom migration (npm run db:generate:sql -w @portal/server -- --name <change>; README "Writing a migration")';
    expect(fromSource.sequences, how).toEqual(migrated.sequences);
    expect(fromSource.triggers, how).toEqual(migrated.triggers);
    expect(fromSource.functions, how).toEqual(migrated.functions);
  });
});
