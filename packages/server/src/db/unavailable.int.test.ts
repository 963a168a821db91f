import { createServer, connect, type Server, type Socket } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { getSession } from '@portal/contract/calls/auth';
import { testDb, withHarness } from '../../test/harness';
import { freePort } from '../../test/pg-cluster';
import { startServer, type RunningServer } from '../server';
import { createDb, type Database } from './client';
import { UNAVAILABLE_MESSAGE } from './unavailable';

/**
 * An API process whose database goes away and comes back (issue 33 item 3): `pg_ctl restart`, a failover, a cut
 * network. Between the process and PostgreSQL runs a TCP relay the test can cut: every open connection is dropped
 * and new ones are refused, as while PostgreSQL restarts. Calls then answer 503 with a clear message (never 500),
 * and answer again as soon as the database is back, with no restart of the process.
 */
withHarness('a call while the database is out of reach', (h) => {
  let relay: Server;
  const open = new Set<Socket>();
  let cut = false;
  let app: RunningServer;
  let database: Database;

  beforeAll(async () => {
    if (h().kind !== 'postgres') return;
    const target = new URL(h().config.databaseUrl!);
    const upstreamPort = Number(target.port || 5432);
    const upstreamHost = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname;
    relay = createServer((socket) => {
      if (cut) return socket.destroy();
      const upstream = connect(upstreamPort, upstreamHost);
      open.add(socket).add(upstream);
      socket.pipe(upstream).pipe(socket);
      const drop = () => {
        socket.destroy();
        upstream.destroy();
        open.delete(socket);
        open.delete(upstream);
      };
      socket.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    const relayPort = await freePort();
    await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
    target.port = String(relayPort);
    const config = { ...h().config, port: await freePort(), databaseUrl: target.href };
    database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: null });
    app = await startServer({ config, database, seed: 'never', persistKeys: false, log: () => {} });
  });
  afterAll(async () => {
    cut = false;
    await app?.close();
    await database?.close();
    relay?.close();
  });

  const post = (path: string, cookie: string): Promise<{ status: number; text: string; retryAfter?: string }> =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: app.port, path, method: 'POST', agent: false, headers: { host: h().host('harbour'), 'content-type': 'application/json', 'content-length': 2, cookie } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text, retryAfter: res.headers['retry-after'] as string | undefined }));
        },
      );
      req.on('error', reject);
      req.end('{}');
    });

  it.runIf(testDb() === 'postgres')('answers 503 with a clear message while the database is gone, never 500, and 200 again once it is back', async () => {
    const member = await h().session('harbour', 'member@harbour.example');
    expect((await post(getUnreadNotifications.path, member.cookie)).status).toBe(200);

    // PostgreSQL goes away: every connection of the pool and the listener is cut, new ones are refused
    cut = true;
    for (const socket of open) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const path of [getSession.path, getUnreadNotifications.path]) {
      const reply = await post(path, member.cookie);
      expect(reply.status, `${path}: ${reply.text}`).toBe(503);
      expect(JSON.parse(reply.text)).toEqual({ success: false, err: UNAVAILABLE_MESSAGE });
      expect(reply.retryAfter).toBe('5');
    }

    // back: the pool connects again by itself, within seconds
    cut = false;
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000) {
      status = (await post(getUnreadNotifications.path, member.cookie)).status;
      if (status === 200) break;
      expect(status).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
