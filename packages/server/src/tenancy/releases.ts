import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../core/types';
import { MEMBER_NEWS_CHANNEL } from '../db/news/bus';
import { NEWS } from '../db/news/topics';
import { clientFolders } from './reload';
import { clientReleases } from './schema';

/** Every file of every client folder under `root`, by its path under it, base64: what a release holds. */
export function readClientFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSorted(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.isFile()) files[`${prefix}${entry.name}`] = readFileSync(full).toString('base64');
    }
  };
  for (const folder of clientFolders(root)) walk(path.join(root, folder), `${folder}/`);
  return files;
}

function readdirSorted(dir: string) {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
}

/** Writes a release's files into a fresh folder of this process, to load as a clients folder. */
export function writeRelease(files: Readonly<Record<string, string>>, parent = tmpdir()): string {
  const root = mkdtempSync(path.join(parent, 'portal-client-release-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.resolve(root, name);
    // a path in a release never leaves its folder
    if (!file.startsWith(root + path.sep)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(content, 'base64'));
  }
  return root;
}

/** Written last into a release's folder: a folder without it is a write cut short, never served. */
const COMPLETE = '.complete';

/**
 * The folder of a release under `parent` (the data directory's client-releases/), written once (decision 0640): a
 * restarted process, or another with the same data directory, serves the folder already there instead of fetching
 * and writing every file again (a thousand clients are eight thousand files). The folder is named by the release's
 * number and time, so a release of another database with the same number is another folder; it is written under a
 * temporary name and renamed when complete.
 */
export async function releaseFolder(db: Db, parent: string, release: { readonly id: number; readonly publishedAt: Date }): Promise<string> {
  const root = path.join(parent, `${release.id}-${release.publishedAt.getTime()}`);
  if (existsSync(path.join(root, COMPLETE))) return root;
  const found = await findRelease(db, release.id);
  if (!found) throw new Error(`release ${release.id} is not in the database`);
  mkdirSync(parent, { recursive: true });
  const written = writeRelease(found.files, parent);
  writeFileSync(path.join(written, COMPLETE), '');
  try {
    renameSync(written, root);
  } catch (error) {
    // another process wrote it meanwhile
    removeRelease(written);
    if (!existsSync(path.join(root, COMPLETE))) throw error;
  }
  return root;
}

/** Removes the release folders under `parent` other than `keep` not touched for `olderThanMs` (left by earlier runs). */
export function pruneReleaseFolders(parent: string, keep: readonly string[], olderThanMs: number, now = Date.now()): void {
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return;
  }
  for (const entry of entries) {
    const folder = path.join(parent, entry);
    if (keep.includes(folder)) continue;
    try {
      if (now - statSync(folder).mtimeMs > olderThanMs) removeRelease(folder);
    } catch {
      // gone meanwhile
    }
  }
}

export function removeRelease(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/**
 * Stores a release and tells every API process on the database, in one transaction: the news goes out when it
 * commits (decision 0530). Returns its number.
 */
export async function publishRelease(db: Db, release: { files: Record<string, string>; clients: string[]; publishedBy: string; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clientReleases)
      .values({ files: release.files, clients: release.clients, publishedBy: release.publishedBy, publishedAt: release.now })
      .returning({ id: clientReleases.id });
    await tx.execute(sql`select pg_notify(${MEMBER_NEWS_CHANNEL}, ${`${NEWS.clients} *`})`);
    return row!.id;
  });
}

/** The number and time of the latest release, without its files; null before the first. */
export async function latestRelease(db: Db): Promise<{ id: number; publishedAt: Date } | null> {
  const [row] = await db.select({ id: clientReleases.id, publishedAt: clientReleases.publishedAt }).from(clientReleases).orderBy(desc(clientReleases.id)).limit(1);
  return row ?? null;
}

/** The number of the latest release, or null before the first. */
export async function latestReleaseId(db: Db): Promise<number | null> {
  const [row] = await db.select({ id: clientReleases.id }).from(clientReleases).orderBy(desc(clientReleases.id)).limit(1);
  return row?.id ?? null;
}

export async function findRelease(db: Db, id: number): Promise<{ id: number; files: Record<string, string>; publishedAt: Date } | undefined> {
  const [row] = await db
    .select({ id: clientReleases.id, files: clientReleases.files, publishedAt: clientReleases.publishedAt })
    .from(clientReleases)
    .where(eq(clientReleases.id, id));
  return row;
}
