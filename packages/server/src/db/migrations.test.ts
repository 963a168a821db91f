import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';
import { migrationProblems, readJournal, readReleased, unreleasedMigrations, type Journal } from './migration-files';

describe('the migrations folder', () => {
  it('keeps every released migration as it shipped, numbered and dated in order', () => {
    expect(migrationProblems()).toEqual([]);
  });

  it('has released the baseline, 0000_init and 0001_functions', () => {
    expect(readReleased().migrations.slice(0, 2).map((migration) => migration.tag)).toEqual(['0000_init', '0001_functions']);
  });
});

describe('migrationProblems on a copy of the folder', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  function copy(): string {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    return dir;
  }
  function editJournal(folder: string, edit: (journal: Journal) => Journal): void {
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(edit(readJournal(folder))));
  }

  it('refuses an edited released migration and says how to add one instead', () => {
    const folder = copy();
    appendFileSync(path.join(folder, '0000_init.sql'), '\nALTER TABLE "users" ADD COLUMN "nickname" text;');
    const problems = migrationProblems(folder);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^drizzle\/0000_init\.sql was released and has been edited/);
    expect(problems[0]).toContain('npm run db:generate -w @portal/server -- --name <change>');
  });

  it('refuses a released migration renamed, re-dated or deleted', () => {
    const folder = copy();
    editJournal(folder, (journal) => ({ ...journal, entries: journal.entries.map((entry) => (entry.idx === 1 ? { ...entry, when: entry.when + 1 } : entry)) }));
    expect(migrationProblems(folder).join('\n')).toMatch(/0001_functions changed its "when"/);
    rmSync(path.join(folder, '0001_functions.sql'));
    expect(migrationProblems(folder).join('\n')).toMatch(/drizzle\/0001_functions\.sql is missing/);
  });

  it('accepts a new migration after the released ones, and db:release would add it', () => {
    const folder = copy();
    const last = readJournal(folder).entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_nickname`;
    writeFileSync(path.join(folder, `${tag}.sql`), 'ALTER TABLE "users" ADD COLUMN "nickname" text;');
    editJournal(folder, (journal) => ({ ...journal, entries: [...journal.entries, { ...last, idx: last.idx + 1, tag, when: last.when + 1000 }] }));
    expect(migrationProblems(folder)).toEqual([]);
    expect(unreleasedMigrations(folder).map((migration) => migration.tag).at(-1)).toBe(tag);
  });

  it('refuses a migration dated before the one it follows, and a file outside the journal', () => {
    const folder = copy();
    const last = readJournal(folder).entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_late`;
    writeFileSync(path.join(folder, `${tag}.sql`), 'SELECT 1;');
    editJournal(folder, (journal) => ({ ...journal, entries: [...journal.entries, { ...last, idx: last.idx + 1, tag, when: last.when - 1 }] }));
    writeFileSync(path.join(folder, '9999_by_hand.sql'), 'SELECT 1;');
    const problems = migrationProblems(folder).join('\n');
    expect(problems).toContain(`Migration ${tag} has a "when"`);
    expect(problems).toContain('drizzle/9999_by_hand.sql is not in drizzle/meta/_journal.json');
  });
});
