import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
