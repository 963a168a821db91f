import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isOwnOrigin } from '../calls/guards';
import { adoptForwardedHost } from '../core/http';
import type { Config } from '../config';
import type { Db, Member } from '../core/types';
import { checkSession, sessionTokenOf } from '../sessions/service';
import { resolveClient, type Client } from '../tenancy/clients';
import { clientSetOf, type ClientSet } from '../tenancy/live-clients';
import { previewGate } from '../tenancy/preview-gate';

/** What a socket handler knows about the connection: checked before the upgrade is accepted. */
export interface SocketContext {
  readonly db: Db;
  readonly client: Client;
  /** the signed-in member of the session cookie; null for routes with auth 'public' (they check their own token) */
  readonly member: Member | null;
  readonly url: URL;
  readonly now: () => Date;
}

/**
 * A WebSocket route (decision 0200). Sessions and the Origin are checked as for calls (decision 0030): a page
 * of another site cannot open a socket with the member's cookie, because browsers send cookies on a
 * cross-site WebSocket handshake and the Origin header is the only proof of where it comes from.
 */
export interface SocketRoute {
  /** exact path, e.g. /ws/chat */
  readonly path: string;
  /** 'session': the member's session cookie is required; 'public': the handler authorises (e.g. by a room token) */
  readonly auth: 'session' | 'public';
  /** accept or refuse before the upgrade: a string refuses with 403 and that message */
  readonly authorize?: (context: SocketContext) => Promise<string | null> | string | null;
  readonly open: (socket: WebSocket, context: SocketContext) => void;
}

export interface SocketOptions {
  readonly db: Db;
  readonly config: Pick<Config, 'baseDomain' | 'defaultClient' | 'trustProxy' | 'sessionIdleMinutes'> & Partial<Pick<Config, 'previewSecret' | 'env' | 'dataDir'>>;
  readonly clients: readonly Client[] | ClientSet;
  readonly routes: readonly SocketRoute[];
  readonly now?: () => Date;
  /** the largest message a client may send; larger ones close the socket (1009) */
  readonly maxPayload?: number;
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 403 ? 'Forbidden' : status === 404 ? 'Not Found' : 'Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function ownOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? String(request.headers['x-forwarded-proto'] ?? '').split(',')[0]?.trim() : '';
  const encrypted = 'encrypted' in request.socket && Boolean((request.socket as { encrypted?: boolean }).encrypted);
  return `${forwarded === 'https' || encrypted ? 'https' : 'http'}://${request.headers.host ?? ''}`;
}

/** Accepts WebSocket upgrades on the HTTP server for the given routes; anything else is refused. */
export function attachSockets(server: Server, options: SocketOptions): { close(): void } {
  const now = options.now ?? (() => new Date());
  const clients = clientSetOf(options.clients);
  const byPath = new Map(options.routes.map((route) => [route.path, route]));
  const { previewSecret = null, env = 'production', dataDir = '' } = options.config;
  const preview = previewGate({ previewSecret, env, dataDir });
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload ?? 64 * 1024 });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      if (options.config.trustProxy) adoptForwardedHost(request);
      const url = new URL(request.url ?? '/', 'http://upgrade.invalid');
      const route = byPath.get(url.pathname);
      if (!route) return refuse(socket, 404, 'Not found');
      const origin = request.headers.origin;
      const own = ownOrigin(request, options.config.trustProxy);
      if (!origin || !isOwnOrigin(origin, own)) {
        return refuse(socket, 403, 'This request must come from the portal itself.');
      }
      const match = resolveClient(clients.list(), request.headers.host, options.config);
      // a draft client is unknown but to a browser with its preview cookie (decision 0550)
      if (match.kind !== 'client' || !preview.allows(match.client, request.headers.cookie, now())) return refuse(socket, 404, 'Unknown client');
      let member: Member | null = null;
      if (route.auth === 'session') {
        const token = sessionTokenOf(request.headers.cookie, own.startsWith('https:'));
        const check = await checkSession(options.db, token, match.client.id, now(), undefined, { idleMinutes: options.config.sessionIdleMinutes });
        if (!check.ok) return refuse(socket, 401, 'Unauthenticated');
        member = check.member;
      }
      const context: SocketContext = { db: options.db, client: match.client, member, url, now };
      const refusal = (await route.authorize?.(context)) ?? null;
      if (refusal) return refuse(socket, 403, refusal);
      wss.handleUpgrade(request, socket, head, (ws) => route.open(ws, context));
    })().catch((error: unknown) => {
      console.error(`[realtime] upgrade failed: ${error instanceof Error ? error.message : String(error)}`);
      refuse(socket, 400, 'Bad request');
    });
  };
  server.on('upgrade', onUpgrade);
  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
