/**
 * The demo data of a database at the released baseline, kept in test/fixtures/baseline-demo-data.json.gz for the
 * upgrade test (src/db/upgrade.int.test.ts, decision 0470). It was written once, by seeding a database migrated to
 * 0000_init + 0001_functions (the seed of the baseline's commit, with a few sessions and audit rows added, which the
 * seed leaves empty) and reading every table with `tableRows`. Like a released migration it is never regenerated:
 * it stands for the data of a database that shipped, which later migrations must carry along.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/core/types';

export const BASELINE_DATA_FILE = fileURLToPath(new URL('./fixtures/baseline-demo-data.json.gz', import.meta.url));

export type Row = Record<string, unknown>;

export interface BaselineData {
  /** the migrations the data was written at, in order (the released baseline) */
  readonly migrations: readonly string[];
  /** last_value of every sequence, so the upgraded database goes on numbering after the rows */
  readonly sequences: Readonly<Record<string, number>>;
  /** every row of every table, as `row_to_json` gives it */
  readonly tables: Readonly<Record<string, readonly Row[]>>;
}

export function readBaselineData(file = BASELINE_DATA_FILE): BaselineData {
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as BaselineData;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the public schema, by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/** Every row of each table, as JSON objects (column -> value). */
export async function tableRows(db: Db, names?: readonly string[]): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const name of names ?? (await tableNames(db))) {
    const result = await db.execute(sql.raw(`select coalesce(json_agg(t), '[]'::json) as rows from ${ident(name)} t`));
    const value = rowsOf<{ rows: Row[] | string }>(result)[0]!.rows;
    out[name] = typeof value === 'string' ? (JSON.parse(value) as Row[]) : value;
  }
  return out;
}

/** last_value of every sequence of the public schema. */
export async function sequenceValues(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(sql`select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' and last_value is not null`);
  return Object.fromEntries(rowsOf<{ name: string; value: string | number }>(result).map((row) => [row.name, Number(row.value)]));
}

/**
 * Writes the data into a database at the baseline as it was: triggers and foreign-key checks off for the load
 * (session_replication_role, which needs a superuser: the test cluster's and PGlite's), so rows go in table by
 * table and the triggers add nothing of their own, then every sequence set to where it was.
 */
export async function loadBaselineData(db: Db, data: BaselineData): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const [name, rows] of Object.entries(data.tables)) {
      if (rows.length === 0) continue;
      await tx.execute(sql`insert into ${sql.raw(ident(name))} select * from json_populate_recordset(null::${sql.raw(ident(name))}, ${JSON.stringify(rows)}::json)`);
    }
    for (const [name, value] of Object.entries(data.sequences)) await tx.execute(sql`select setval(${ident(name)}, ${value})`);
  });
}
