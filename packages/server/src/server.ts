import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { adoptForwardedHost } from './core/http';
import type { Config } from './config';
import { createDb, type Database } from './db/client';
import { migrate } from './db/migrate';
import { keepClientsInStep, seed, seedIfEmpty } from './db/seed';
import type { AccessCodeSync } from './identity/seed';
import * as passwords from './password/public';
import type { DevKeys, DevProvider } from './identity/dev-provider';
import { createTokenVerifier } from './identity/tokens';
import { demoCredentialsSettled } from './password/service';
import type { CallHandler } from './core/types';
import { attachSockets, type SocketRoute } from './realtime/sockets';
import { socketRoutes } from './domains';
import { loadServerClients, type Client } from './tenancy/clients';
import { LiveClients } from './tenancy/live-clients';
import { folderFingerprints, ScanCache } from './tenancy/reload';
import { followClients, releasedClients, releasesDir, type ClientsFollower } from './clients-live';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly config: Config;
  /** the clients served now (they change with no restart: decision 0530) */
  readonly clients: readonly Client[];
  readonly clientSet: LiveClients;
  /** what makes them change: the folder watch or the published releases */
  readonly follower: ClientsFollower;
  readonly database: Database;
  readonly devProvider: DevProvider | null;
  readonly devKeys: DevKeys | null;
  readonly server: Server;
  /**
   * A later start's sync of the access codes and legal texts with the clients' files, which runs after the server
   * listens (decision 0640); null when this start seeded or was told not to. Settles before close() does.
   */
  readonly inStep: Promise<AccessCodeSync | null>;
  close(): Promise<void>;
}

export interface StartOptions {
  readonly config: Config;
  readonly clients?: readonly Client[];
  /** an opened database (tests share one); otherwise opened from the config and closed by close() */
  readonly database?: Database;
  /** 'always' reseeds (tests, db:reset), 'if-empty' seeds the first start only */
  readonly seed?: 'always' | 'if-empty' | 'never';
  /** keep the development provider's keys in the data directory (not for throwaway test servers) */
  readonly persistKeys?: boolean;
  readonly now?: () => Date;
  readonly handlers?: readonly CallHandler[];
  /** WebSocket routes (default: every domain's, domains.ts) */
  readonly sockets?: readonly SocketRoute[];
  readonly log?: (line: string) => void;
}

/** Opens the database, migrates, seeds, and listens: the one start path of `npm run serve`, tests and benchmarks. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  // what the folders held as they were read, so a development server loads again one changed while it started
  const readAt = !options.clients && config.clientsLive === 'watch' ? folderFingerprints(config.clientsDir) : null;
  // and each folder as it was read, so the watch reads and checks again only the folders that change (decision 0640)
  const scanCache = readAt ? new ScanCache() : null;
  let clients = options.clients ?? loadServerClients(config.clientsDir, undefined, scanCache && readAt ? scanCache.loadOptions(readAt) : undefined);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createDb(config));
  let server: Server | null = null;
  let follower: ClientsFollower | null = null;
  try {
    await migrate(database);
    // production: the clients of the latest release of clients:publish, when there is one (decision 0530)
    const release = config.clientsLive === 'publish' && !options.clients ? await releasedClients(database.db, log, releasesDir(config)) : null;
    if (release) {
      clients = release.clients;
      log(`[server] serving release ${release.id} of clients:publish`);
    }
    if (clients.length === 0) log(`[server] no valid client in ${config.clientsDir}: every host will answer 'Unknown client'`);
    const clientSet = new LiveClients(clients);
    const seedMode = options.seed ?? 'if-empty';
    let keepInStep = false;
    if (seedMode === 'always') await seed(database.db, clients);
    else if (seedMode === 'if-empty') {
      if (await seedIfEmpty(database.db, clients)) log('[server] seeded demo data');
      else keepInStep = true;
    }

    // the development identity provider (oidc-provider, its Koa and views) is loaded only by a process that runs it:
    // production never carries its code (decision 0720)
    const devIdp = config.oidc.devProvider ? await import('./identity/dev-provider') : null;
    const devKeys = devIdp ? await devIdp.loadDevKeys(options.persistKeys === false ? null : config.dataDir) : null;
    const devMount = devIdp?.DEV_PROVIDER_MOUNT ?? null;
    // made again for the clients of each change: its registrations and demo identities are the clients'
    const makeProvider = (keys: DevKeys) => devIdp!.createDevProvider({ issuer: config.oidc.issuer, publicOrigin: config.publicOrigin, clients: clientSet.list(), keys, themeDir: config.themeDir, trustProxy: config.trustProxy, db: database.db, passwords });
    let currentProvider = devKeys ? makeProvider(devKeys) : null;
    if (devKeys) clientSet.onChange(() => (currentProvider = makeProvider(devKeys)));
    const devProvider: DevProvider | null = currentProvider
      ? {
          issuer: currentProvider.issuer,
          get identities() {
            return currentProvider!.identities;
          },
          handle: (req, res) => currentProvider!.handle(req, res),
        }
      : null;
    const tokens = createTokenVerifier({
      ...(devKeys ? { localIssuer: config.oidc.issuer, localKeys: devKeys.publicJwks } : {}),
      jwksUrl: config.oidc.jwksUrl,
    });
    const app = createApp({ db: database.db, config, clients: clientSet, tokens, ...(options.now ? { now: options.now } : {}), ...(options.handlers ? { handlers: options.handlers } : {}) });
    const honoListener = getRequestListener(app.fetch);
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? '/';
      if (config.trustProxy) adoptForwardedHost(req);
      if (devProvider && devMount && (url === devMount || url.startsWith(`${devMount}/`))) devProvider.handle(req, res);
      else void honoListener(req, res);
    };
    const httpServer = createServer({ keepAliveTimeout: 65_000 }, listener);
    server = httpServer;
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    const sockets = attachSockets(httpServer, {
      db: database.db,
      config,
      clients: clientSet,
      routes: options.sockets ?? socketRoutes,
      ...(options.now ? { now: options.now } : {}),
    });
    const port = (httpServer.address() as AddressInfo).port;
    // after listening: at a thousand clients the files' codes and texts must not keep /healthz waiting (decision 0640)
    const inStep: Promise<AccessCodeSync | null> = keepInStep
      ? keepClientsInStep(database.db, clientSet.list()).then(
          (result) => {
            if (result.synced.length > 0) log(`[server] access codes synced with server.json: ${result.synced.length} client${result.synced.length === 1 ? '' : 's'} changed, ${result.unchanged.length} unchanged`);
            return result;
          },
          (error: unknown) => {
            log(`[server] keeping the clients' access codes and legal texts in step failed: ${error instanceof Error ? error.message : String(error)}`);
            return null;
          },
        )
      : Promise.resolve(null);
    const following = followClients({ config, db: database.db, set: clientSet, release, port, log, ...(readAt ? { readAt } : {}), ...(scanCache ? { scanCache } : {}) });
    follower = following;
    let closing: Promise<void> | null = null;
    return {
      url: `http://localhost:${port}`,
      port,
      config,
      get clients() {
        return clientSet.list();
      },
      clientSet,
      follower: following,
      database,
      devProvider,
      devKeys,
      server: httpServer,
      inStep,
      close: () => {
        closing ??= (async () => {
          await inStep;
          await following.stop();
          sockets.close();
          await new Promise<void>((resolve) => {
            httpServer.close(() => resolve());
            httpServer.closeAllConnections();
          });
          // the demo credentials the provider seeds in the background, so no insert meets a closed database
          await demoCredentialsSettled(database.db);
          if (ownsDatabase) await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await follower?.stop();
    server?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
}
