import { performance } from 'node:perf_hooks';
import { fingerprintOf, nextClients, scanClients, blamedFolder, ScanCache, type ClientReload, type FolderScan, type LoadedFolder } from './reload';
import type { Client } from './clients';
import type { LiveClients } from './live-clients';

export interface ClientReloader {
  /** Scans `root` (default: the folder given at creation) and serves what passes; one reload at a time. */
  reload(root?: string): Promise<ClientReload>;
  /** the folders served now */
  served(): ReadonlyMap<string, LoadedFolder>;
}

export interface ReloaderOptions {
  readonly set: LiveClients;
  readonly root: string;
  /** what the set holds at the start, with fingerprints; default: each client's folder as it is now */
  readonly initial?: ReadonlyMap<string, LoadedFolder>;
  /** runs before the new clients are served: the added and changed clients' data (development: demo members) */
  readonly provision?: (change: ClientReload) => Promise<void>;
  readonly scan?: (root: string) => Promise<FolderScan>;
  /** what the looks keep between them, so only changed folders are read and checked again (default: a new one) */
  readonly cache?: ScanCache;
  readonly log?: (line: string) => void;
  /** how a client is named in the log: its address */
  readonly describe?: (client: Client) => string;
}

/** Loads the clients folder again when told to, and swaps the set the server serves (decision 0530). */
export function createClientReloader(options: ReloaderOptions): ClientReloader {
  const log = options.log ?? ((line: string) => console.log(line));
  const cache = options.cache ?? new ScanCache();
  const scan = options.scan ?? ((root: string) => scanClients(root, cache));
  let served: ReadonlyMap<string, LoadedFolder> =
    options.initial ?? new Map(options.set.list().map((client) => [client.id, { client, fingerprint: fingerprintOf(client.dir) }]));
  let queue: Promise<unknown> = Promise.resolve();
  /** the problems last printed per folder, so a folder that stays broken is not reported on every look */
  let printed = new Map<string, string>();

  const once = async (root: string): Promise<ClientReload> => {
    const result = nextClients(served, await scan(root));
    const nowPrinted = new Map<string, string>();
    for (const folder of result.refused) {
      const lines = result.problems.filter((line) => blamedFolder(line) === folder);
      const text = lines.join('\n');
      nowPrinted.set(folder, text);
      if (printed.get(folder) === text) continue;
      for (const line of lines) log(`[clients] ${line}`);
      log(
        served.has(folder)
          ? `[clients] ${folder}: not loaded again; members keep the last good version until the check passes (npm run clients:check)`
          : `[clients] ${folder}: not served until the check passes (npm run clients:check)`,
      );
    }
    printed = nowPrinted;
    if (result.added.length === 0 && result.changed.length === 0 && result.removed.length === 0) return result;
    if (options.provision) {
      try {
        await options.provision(result);
      } catch (error) {
        log(`[clients] preparing the data of ${[...result.added, ...result.changed].map((client) => client.id).join(', ')} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    served = new Map(result.clients.map((loaded) => [loaded.client.id, loaded]));
    options.set.replace(result.clients.map((loaded) => loaded.client));
    const name = options.describe ?? ((client: Client) => client.id);
    for (const client of result.added) log(`[clients] ${client.id} is live: ${name(client)}`);
    for (const client of result.changed) log(`[clients] ${client.id} loaded again: ${name(client)}`);
    for (const id of result.removed) log(`[clients] ${id} taken down (its folder is gone; its members' data is kept)`);
    return result;
  };

  return {
    reload(root = options.root) {
      const next = queue.then(() => once(root));
      queue = next.catch(() => {});
      return next;
    },
    served: () => served,
  };
}

export interface FolderWatch {
  stop(): void;
}

/**
 * Looks at the files under each folder every `intervalMs` (a poll: it sees folders created, renamed and removed on
 * every platform and file system alike) and calls `onChange` with the folders whose files changed; the next look
 * waits until it has finished. A look that takes long waits longer before the next (ten times its own time at least),
 * so a folder of a thousand clients costs at most a tenth of a core to watch (decision 0640).
 */
export function watchFolders(
  dirs: readonly string[],
  onChange: (changed: ReadonlySet<string>) => Promise<void>,
  intervalMs = 1000,
  /** what each folder's files were when what is served was read; default: as they are now */
  baseline: ReadonlyMap<string, string> = new Map(),
  /** the fingerprint of a folder (default: every file's size and time) */
  lookAt: (dir: string) => string = fingerprintOf,
): FolderWatch {
  const last = new Map(dirs.map((dir) => [dir, baseline.get(dir) ?? lookAt(dir)]));
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const look = async () => {
    const began = performance.now();
    const changed = new Set<string>();
    for (const dir of dirs) {
      const now = lookAt(dir);
      if (now !== last.get(dir)) {
        last.set(dir, now);
        changed.add(dir);
      }
    }
    const lookedMs = performance.now() - began;
    if (changed.size > 0) {
      try {
        await onChange(changed);
      } catch (error) {
        console.error('[clients] reloading failed:', error);
      }
    }
    if (!stopped) {
      timer = setTimeout(() => void look(), Math.max(intervalMs, Math.round(lookedMs * 10)));
      timer.unref();
    }
  };
  timer = setTimeout(() => void look(), intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
