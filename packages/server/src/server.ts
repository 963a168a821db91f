import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { Config } from './config';
import { createDb, type Database } from './db/client';
import { migrate } from './db/migrate';
import { seed, seedIfEmpty } from './db/seed';
import * as passwords from './password/public';
import { DEV_PROVIDER_MOUNT, createDevProvider, loadDevKeys, type DevKeys, type DevProvider } from './identity/dev-provider';
import { createTokenVerifier } from './identity/tokens';
import { demoCredentialsSettled } from './password/service';
import type { CallHandler } from './core/types';
import { attachSockets, type SocketRoute } from './realtime/sockets';
import { socketRoutes } from './domains';
import { loadServerClients, type Client } from './tenancy/clients';

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly config: Config;
  readonly clients: readonly Client[];
  readonly database: Database;
  readonly devProvider: DevProvider | null;
  readonly devKeys: DevKeys | null;
  readonly server: Server;
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
  const clients = options.clients ?? loadServerClients(config.clientsDir);
  if (clients.length === 0) log(`[server] no valid client in ${config.clientsDir}: every host will answer 'Unknown client'`);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await createDb(config));
  let server: Server | null = null;
  try {
    await migrate(database);
    const seedMode = options.seed ?? 'if-empty';
    if (seedMode === 'always') await seed(database.db, clients);
    else if (seedMode === 'if-empty' && (await seedIfEmpty(database.db, clients))) log('[server] seeded demo data');

    const devKeys = config.oidc.devProvider ? await loadDevKeys(options.persistKeys === false ? null : config.dataDir) : null;
    const devProvider = devKeys
      ? createDevProvider({ issuer: config.oidc.issuer, publicOrigin: config.publicOrigin, clients, keys: devKeys, themeDir: config.themeDir, trustProxy: config.trustProxy, db: database.db, passwords })
      : null;
    const tokens = createTokenVerifier({
      ...(devKeys ? { localIssuer: config.oidc.issuer, localKeys: devKeys.publicJwks } : {}),
      jwksUrl: config.oidc.jwksUrl,
    });
    const app = createApp({ db: database.db, config, clients, tokens, ...(options.now ? { now: options.now } : {}), ...(options.handlers ? { handlers: options.handlers } : {}) });
    const honoListener = getRequestListener(app.fetch);
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url ?? '/';
      if (devProvider && (url === DEV_PROVIDER_MOUNT || url.startsWith(`${DEV_PROVIDER_MOUNT}/`))) devProvider.handle(req, res);
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
      clients,
      routes: options.sockets ?? socketRoutes,
      ...(options.now ? { now: options.now } : {}),
    });
    const port = (httpServer.address() as AddressInfo).port;
    let closing: Promise<void> | null = null;
    return {
      url: `http://localhost:${port}`,
      port,
      config,
      clients,
      database,
      devProvider,
      devKeys,
      server: httpServer,
      close: () => {
        closing ??= (async () => {
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
    server?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
}
