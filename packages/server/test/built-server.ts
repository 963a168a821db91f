/**
 * The production server as `npm run serve` runs it: node on the bundle packages/server/build.mjs writes (decision
 * 0720), for the test fixtures and benchmarks that start it as a process of its own.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** the bundle's entry, relative to the repository root */
export const SERVER_ENTRY = 'packages/server/dist/main.js';

/**
 * The command and arguments of `npm run serve` without npm: `node --enable-source-maps` on the bundle (stack traces
 * name the .ts lines); `profileDir` adds a V8 CPU profile written there when the process stops.
 */
export function builtServerCommand(options: { readonly profileDir?: string } = {}): [string, string[]] {
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  return [process.execPath, ['--enable-source-maps', ...profile, SERVER_ENTRY]];
}

/**
 * Builds the server bundle of the checkout at `root` when it is missing or one of its sources changed since it was
 * built (`node packages/server/build.mjs --if-stale`): nothing started from a fixture runs yesterday's server.
 */
export function ensureServerBuild(root: string): void {
  execFileSync(process.execPath, [path.join(root, 'packages/server/build.mjs'), '--if-stale'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 });
}
