/**
 * When two clients claim the same subdomain, client number or access code, which one is blamed (decision 0541):
 * the new or changed one, so the message points at the folder the implementer is working on.
 *
 * 1. git: a client folder with untracked or modified files is newer than one that is committed and clean;
 * 2. otherwise the later-modified one (newest mtime of its manifest.json and server.json) is newer;
 * 3. otherwise alphabetical: the folder that sorts first keeps the value.
 * Git is asked only when there is a clash, and a clients folder outside a repository skips step 1.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** The client folders under root with uncommitted changes, or null when root is not in a git work tree. */
export function changedClientFolders(root: string): Set<string> | null {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', root, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 5000,
      });
    const top = git('rev-parse', '--show-toplevel').trim();
    const status = git('status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.');
    const changed = new Set<string>();
    const entries = status.split('\0');
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.length < 4) continue;
      const code = entry.slice(0, 2);
      const path = relative(resolve(root), resolve(top, entry.slice(3)));
      const folder = path.split(sep)[0];
      if (folder && !folder.startsWith('..')) changed.add(folder);
      if (code.includes('R') || code.includes('C')) i++; // the rename's source path follows
    }
    return changed;
  } catch {
    return null;
  }
}

function modified(dir: string): number {
  let newest = 0;
  for (const file of ['manifest.json', 'server.json']) {
    try {
      newest = Math.max(newest, statSync(join(dir, file)).mtimeMs);
    } catch {
      // a missing file is reported elsewhere
    }
  }
  return newest;
}

/** Orders client folders oldest (keeps a shared value) to newest (is blamed for it). */
export function precedenceOrder(root: string): (a: string, b: string) => number {
  let changed: Set<string> | null | undefined;
  const mtimes = new Map<string, number>();
  const mtime = (folder: string) => {
    if (!mtimes.has(folder)) mtimes.set(folder, modified(join(root, folder)));
    return mtimes.get(folder)!;
  };
  return (a, b) => {
    changed ??= changedClientFolders(root);
    if (changed) {
      const byGit = Number(changed.has(a)) - Number(changed.has(b));
      if (byGit !== 0) return byGit;
    }
    const byTime = mtime(a) - mtime(b);
    if (byTime !== 0) return byTime;
    return a < b ? -1 : a > b ? 1 : 0;
  };
}
