import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkClients, type ContrastChecker, type ContrastFailure } from '@portal/manifest/check';
import type { FolderLoad, LoadOptions } from '@portal/manifest/load';
import type { Manifest } from '@portal/manifest/schema';
import { checkClientContrast } from '@portal/theme/contrast';
import type { Client } from './clients';

/** A client as it was loaded, with the fingerprint of its folder's files, to tell a changed folder from the same one. */
export interface LoadedFolder {
  readonly client: Client;
  readonly fingerprint: string;
}

/** What a look at the clients folder found: the clients that parse, every problem line, and the folders there. */
export interface FolderScan {
  readonly clients: readonly LoadedFolder[];
  /** the check's lines, `clients/<id>/<file>: <field>: <problem>` */
  readonly problems: readonly string[];
  /** the names of the client folders present (a folder that does not parse is present too) */
  readonly folders: readonly string[];
}

/** The clients to serve after a scan, and what changed. */
export interface ClientReload {
  readonly clients: readonly LoadedFolder[];
  readonly added: readonly Client[];
  readonly changed: readonly Client[];
  readonly removed: readonly string[];
  /** folders with problems: each keeps its last good version, a new one stays out */
  readonly refused: readonly string[];
  readonly problems: readonly string[];
}

/** The folder a problem line blames: `clients/<id>/...`. */
export function blamedFolder(line: string): string | null {
  return /^clients\/([^/]+)\//.exec(line)?.[1] ?? null;
}

/**
 * The clients to serve after a scan (decision 0530): a folder that passes every check goes live as it is now; a folder
 * with a problem keeps the version served before (a new one is not served); a folder gone is taken down. Unchanged
 * folders keep their Client object, so what is kept per client (theme packs, resolved hosts) stays.
 */
export function nextClients(previous: ReadonlyMap<string, LoadedFolder>, scan: FolderScan): ClientReload {
  const blamed = new Set(scan.problems.map(blamedFolder).filter((folder): folder is string => folder !== null));
  const found = new Map(scan.clients.map((loaded) => [loaded.client.id, loaded]));
  const present = new Set(scan.folders);
  const clients: LoadedFolder[] = [];
  const added: Client[] = [];
  const changed: Client[] = [];
  const refused: string[] = [];
  for (const folder of [...present].sort()) {
    const before = previous.get(folder);
    const now = found.get(folder);
    if (!now || blamed.has(folder)) {
      refused.push(folder);
      if (before) clients.push(before);
      continue;
    }
    if (!before) added.push(now.client);
    else if (before.fingerprint !== now.fingerprint) changed.push(now.client);
    clients.push(before && before.fingerprint === now.fingerprint ? before : now);
  }
  const removed = [...previous.keys()].filter((id) => !present.has(id)).sort();
  return { clients, added, changed, removed, refused, problems: scan.problems };
}

/** The client folders under `root` as loadClients lists them: directories not starting with `.` or `_`. */
export function clientFolders(root: string): string[] {
  try {
    return readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('_'))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** Every file under `dir` with its size and modification time, in a stable order: equal strings, same files. */
export function fingerprintOf(dir: string): string {
  const lines: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file, `${prefix}${entry.name}/`);
      else if (entry.isFile()) {
        try {
          const info = statSync(file);
          lines.push(`${prefix}${entry.name} ${info.size} ${info.mtimeMs}`);
        } catch {
          // gone meanwhile: the next look sees it
        }
      }
    }
  };
  walk(dir, '');
  return lines.join('\n');
}

/** The fingerprint of each client folder under `root`, by folder name. */
export function folderFingerprints(root: string): Map<string, string> {
  return new Map(clientFolders(root).map((folder) => [folder, fingerprintOf(path.join(root, folder))]));
}

/** The fingerprints of a clients folder's client folders as one string: equal strings, same client folders. */
export function clientsFingerprint(fingerprints: ReadonlyMap<string, string>): string {
  return [...fingerprints].map(([folder, fingerprint]) => `${folder}\n${fingerprint}`).join('\n\n');
}

/**
 * What a watch keeps between its looks at a clients folder (decision 0640): each folder's load with the fingerprint
 * of its files when it was read, and the contrast result of each manifest read. A look reads and checks only the
 * folders whose files changed; at a thousand clients the whole check took a second of CPU at every change. Only the
 * folders present at the last look are kept, and a contrast result lives as long as its manifest.
 */
export class ScanCache {
  private loads = new Map<string, { readonly fingerprint: string; readonly load: FolderLoad }>();
  private readonly contrastOf = new WeakMap<Manifest, Promise<readonly ContrastFailure[]>>();

  constructor(private readonly checkContrast: ContrastChecker = checkClientContrast) {}

  /** How loadClients reads a folder: again only when its fingerprint differs from the one kept. */
  loadOptions(fingerprints: ReadonlyMap<string, string>): LoadOptions {
    const previous = this.loads;
    const next = new Map<string, { readonly fingerprint: string; readonly load: FolderLoad }>();
    this.loads = next;
    return {
      unchanged: (folder) => {
        const kept = previous.get(folder);
        return kept && kept.fingerprint === fingerprints.get(folder) ? kept.load : undefined;
      },
      loaded: (load) => next.set(load.folder, { fingerprint: fingerprints.get(load.folder) ?? '', load }),
    };
  }

  /** The contrast gate, once per manifest read. */
  readonly contrast: ContrastChecker = (manifest) => {
    let result = this.contrastOf.get(manifest);
    if (!result) {
      result = Promise.resolve(this.checkContrast(manifest));
      this.contrastOf.set(manifest, result);
      result.catch(() => this.contrastOf.delete(manifest));
    }
    return result;
  };
}

/**
 * Loads every client under `root` and runs the whole clients check on them, the contrast gate included; with a
 * cache, only the folders whose files changed since its last look are read and checked again.
 */
export async function scanClients(root: string, cache?: ScanCache): Promise<FolderScan> {
  // fingerprints first: a file written while the check reads makes the next look differ, never the other way round
  const fingerprints = folderFingerprints(root);
  const folders = [...fingerprints.keys()];
  const report = await checkClients(root, cache ? { contrast: cache.contrast, load: cache.loadOptions(fingerprints) } : { contrast: checkClientContrast });
  return {
    clients: report.clients.map((client) => ({ client, fingerprint: fingerprints.get(client.id) ?? fingerprintOf(client.dir) })),
    problems: report.problems,
    folders,
  };
}
