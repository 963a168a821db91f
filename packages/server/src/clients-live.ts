/**
 * Clients that go live with no restart (decision 0530): a development server watches clients/ and tokens/; a
 * production process serves the latest release of `npm run clients:publish` and hears of the next one through the
 * database's news. Both load the folder with the whole clients check and keep a broken client's last good version.
 */
import path from 'node:path';
import { REPO_ROOT, type Config } from './config';
import type { Db } from './core/types';
import { NEWS } from './db/news/topics';
import { provisionClients } from './db/seed';
import { demoIdentities } from './identity/demo-identities';
import * as passwords from './password/public';
import { newsBusOf } from './db/news/bus';
import { createClientReloader, watchFolders, type ClientReloader } from './tenancy/client-watch';
import { clientsFingerprint, fingerprintOf, folderFingerprints, type ScanCache } from './tenancy/reload';
import { clientOrigins, loadServerClients, type Client } from './tenancy/clients';
import type { LiveClients } from './tenancy/live-clients';
import { latestRelease, publishRelease, pruneReleaseFolders, readClientFiles, releaseFolder, removeRelease } from './tenancy/releases';
import { syncAccessCodes } from './identity/seed';
import { syncLegalTexts } from './legal/seed';
import { forgetClientPacks } from './web/pages';

export interface ClientsFollower {
  /** the release served (publish mode), or null */
  release(): number | null;
  /** looks now, without waiting for the next poll or news (tests, benchmarks) */
  look(): Promise<void>;
  stop(): Promise<void>;
}

/** Where a process keeps the folders of the releases it serves (decision 0640). */
export function releasesDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'client-releases');
}

/** How long a release folder nobody moved away from may stay: a folder this old is left from an earlier run. */
const STALE_RELEASE_MS = 60 * 60 * 1000;
/** How long the folder of a release a process moved away from stays, for processes still serving it. */
const RELEASE_LINGER_MS = 60 * 1000;

/** The clients of the latest release, in its folder under `parent` (written once, decision 0640); null before the first. */
export async function releasedClients(db: Db, log: (line: string) => void, parent: string): Promise<{ id: number; root: string; clients: Client[] } | null> {
  const release = await latestRelease(db);
  if (!release) return null;
  const root = await releaseFolder(db, parent, release);
  pruneReleaseFolders(parent, [root], STALE_RELEASE_MS);
  return { id: release.id, root, clients: loadServerClients(root, (line) => log(line)) };
}

export function followClients(options: {
  readonly config: Config;
  readonly db: Db;
  readonly set: LiveClients;
  /** publish mode: the release the process started with */
  readonly release?: { readonly id: number; readonly root: string } | null;
  /** the port the server listens on, for the addresses in the log */
  readonly port: number;
  /** watch mode: each folder's fingerprint as the served clients were read (default: as they are now) */
  readonly readAt?: ReadonlyMap<string, string>;
  /** watch mode: the folders as they were read at the start, for the first look to reuse */
  readonly scanCache?: ScanCache;
  readonly log: (line: string) => void;
}): ClientsFollower {
  const { config, db, set, log } = options;
  const origin = config.publicOrigin.replace(/:\d+$/, `:${options.port}`);
  const describe = (client: Client) => clientOrigins(client, origin).map((address) => `${address}/`).join('  ');

  if (config.clientsLive === 'watch') {
    const provision = async (change: { readonly added: readonly Client[]; readonly changed: readonly Client[] }) => {
      await provisionClients(db, change);
      // the demo identities' passwords before the client is served, so its first sign-in does not wait for them
      if (config.oidc.devProvider && change.added.length > 0) await passwords.seedDemoCredentials(db, demoIdentities(change.added.map((client) => client.id)));
    };
    const readAt = options.readAt;
    const initial = readAt ? new Map(set.list().map((client) => [client.id, { client, fingerprint: readAt.get(client.id) ?? '' }])) : undefined;
    const reloader = createClientReloader({ set, root: config.clientsDir, log, describe, provision, ...(initial ? { initial } : {}), ...(options.scanCache ? { cache: options.scanCache } : {}) });
    const tokensDir = path.join(REPO_ROOT, 'tokens');
    const onChange = async (changed: ReadonlySet<string>) => {
      if (changed.has(tokensDir)) {
        // the skins' CSS is made from the token files: write it again as `build:themes` would, then the packs
        const { rebuildSkinCss } = await import('@portal/theme/build');
        await rebuildSkinCss(config.themeDir);
        forgetClientPacks();
        log('[theme] tokens/ changed: the skins were built again');
      }
      if (changed.has(config.clientsDir)) await reloader.reload();
    };
    // The clients were read at the start, before the database was opened and seeded: a folder written meanwhile
    // counts as a change, so the first look loads it (the unchanged folders are kept as they are). The clients
    // folder is looked at folder by folder, as it was read (decision 0640).
    const clientsAt = (dir: string) => (dir === config.clientsDir ? clientsFingerprint(folderFingerprints(dir)) : fingerprintOf(dir));
    const watch = watchFolders([config.clientsDir, tokensDir], onChange, config.clientsPollMs, new Map([[config.clientsDir, readAt ? clientsFingerprint(readAt) : '']]), clientsAt);
    log(`[clients] watching ${config.clientsDir} and tokens/: a new, changed or removed client goes live within seconds`);
    return {
      release: () => null,
      look: async () => {
        await reloader.reload();
      },
      stop: async () => {
        watch.stop();
      },
    };
  }

  if (config.clientsLive === 'publish') {
    let release = options.release ?? null;
    // each release is a folder of its own, written anew: every client's files differ from the last release's by
    // their times, so the served folders are not fingerprinted at the start (a thousand folders' files, decision 0640)
    const initial = new Map(set.list().map((client) => [client.id, { client, fingerprint: '' }]));
    const reloader: ClientReloader = createClientReloader({ set, root: release?.root ?? config.clientsDir, log, describe, initial });
    let looking: Promise<void> = Promise.resolve();
    const lingering = new Set<NodeJS.Timeout>();
    const pickUp = async () => {
      const latest = await latestRelease(db);
      if (latest === null || latest.id === release?.id) return;
      const root = await releaseFolder(db, releasesDir(config), latest);
      await reloader.reload(root);
      const before = release;
      release = { id: latest.id, root };
      // the folder left stays a minute for the processes that have not yet heard of the new release
      if (before && before.root !== root) {
        const timer = setTimeout(() => {
          lingering.delete(timer);
          removeRelease(before.root);
        }, RELEASE_LINGER_MS);
        timer.unref();
        lingering.add(timer);
      }
      log(`[clients] serving release ${latest.id} of clients:publish (${latest.publishedAt.toISOString()})`);
    };
    const look = () => {
      looking = looking.then(pickUp).catch((error: unknown) => log(`[clients] reading the published clients failed: ${error instanceof Error ? error.message : String(error)}`));
      return looking;
    };
    // 'all' comes too when news may have been missed (the listening connection was down): look again then as well
    const unsubscribe = newsBusOf(db).subscribeNews(NEWS.clients, () => void look());
    // a release published while this process started, before it listened, is served now
    void look();
    return {
      release: () => release?.id ?? null,
      look,
      stop: async () => {
        unsubscribe();
        await looking;
        // the folder served stays for the next start (decision 0640)
        for (const timer of lingering) clearTimeout(timer);
      },
    };
  }

  return { release: () => null, look: async () => {}, stop: async () => {} };
}

/**
 * `npm run clients:publish`'s write (decision 0530): the checked clients' access codes and legal texts, then the
 * release itself, whose news reaches every API process on the database. Returns the release's number.
 */
export async function publishClients(db: Db, clientsDir: string, publishedBy: string, now = new Date()): Promise<{ id: number; clients: string[] }> {
  const clients = loadServerClients(clientsDir, () => {});
  await syncAccessCodes(db, clients);
  await syncLegalTexts(db, clients);
  const ids = clients.map((client) => client.id);
  const id = await publishRelease(db, { files: readClientFiles(clientsDir), clients: ids, publishedBy, now });
  return { id, clients: ids };
}
