/**
 * A seeded PGlite database kept as a tarball between test files, so each integration test file opens the demo
 * data instead of seeding it again (the seed of every domain is the bulk of a harness's start, and grows with
 * each area). The template is keyed by the server's source and the clients' manifests, so a changed seed or
 * migration never loads a stale one, and it is used for a minute only: demo data is placed relative to the
 * time it was seeded (bookings starting soon, events next week), and tests must see it as fresh as a seed of
 * their own would be.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** how long a template stays fresh enough to stand in for a seed made now */
export const TEMPLATE_FRESH_MS = 60_000;

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|sql|json|md)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** What the seeded database depends on: the server's code (seeds, schema, migrations), the packages it reads, the clients. */
export function templateKey(clientsDir: string): string {
  const hash = createHash('sha256');
  const roots = [path.join(serverRoot, 'src'), path.join(serverRoot, 'drizzle'), path.join(serverRoot, '../contract/src'), path.join(serverRoot, '../manifest/src'), clientsDir];
  for (const file of roots.flatMap((root) => sourceFiles(root)).sort()) {
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

function templatePath(key: string): string {
  return path.join(tmpdir(), 'portal-test-templates', `pglite-${key}.tar`);
}

/** The template for `key`, if one was written within the last minute. */
export function freshTemplate(key: string, now = Date.now()): Blob | null {
  const file = templatePath(key);
  try {
    if (now - statSync(file).mtimeMs > TEMPLATE_FRESH_MS) return null;
    return new Blob([readFileSync(file)]);
  } catch {
    return null;
  }
}

/** Keeps a freshly seeded database for the next files (written aside and renamed, so readers never see half). */
export async function keepTemplate(key: string, dump: Blob): Promise<void> {
  const file = templatePath(key);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
}
