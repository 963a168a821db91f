import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { withHarness } from '../../test/harness';
import { freePort } from '../../test/pg-cluster';
import { createDb, type Database } from '../db/client';
import { startServer, type RunningServer } from '../server';
import { topicBusOf } from './bus';
import type { SocketRoute } from './sockets';

/**
 * Two API processes on one database ("A" and "B", as sessions.int.test.ts sets them up): a message taken by A
 * reaches a socket held by B through the topic bus (LISTEN/NOTIFY on PostgreSQL), and the upgrade refuses a
 * foreign origin and a missing session.
 */
const echoRoute: SocketRoute = {
  path: '/ws/test-echo',
  auth: 'session',
  open(socket, context) {
    const bus = topicBusOf(context.db);
    const topic = `test:${context.client.id}`;
    const unsubscribe = bus.subscribe(topic, (data) => socket.send(data));
    socket.on('message', (data) => void bus.publish(topic, `${context.member?.userId}:${data.toString()}`));
    socket.on('close', unsubscribe);
    socket.send('ready');
  },
};

withHarness('real-time sockets across API processes', (h) => {
  let a: RunningServer;
  let b: RunningServer;
  let bDb: Database | null = null;

  beforeAll(async () => {
    a = await startServer({ config: { ...h().config, port: await freePort() }, database: h().server.database, seed: 'never', persistKeys: false, log: () => {}, sockets: [echoRoute] });
    const config = { ...h().config, port: await freePort() };
    if (h().kind === 'postgres') bDb = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: null });
    b = await startServer({ config, database: bDb ?? h().server.database, seed: 'never', persistKeys: false, log: () => {}, sockets: [echoRoute] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await bDb?.close();
  });

  const open = (server: RunningServer, headers: Record<string, string>) =>
    new Promise<{ socket: WebSocket; messages: string[] } | { status: number }>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${server.port}${echoRoute.path}`, { headers });
      const messages: string[] = [];
      socket.on('message', (data) => {
        messages.push(data.toString());
        if (messages.length === 1) resolve({ socket, messages });
      });
      socket.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0 }));
      socket.on('error', () => {});
    });
  const headersFor = (cookie: string) => ({ host: h().host('harbour'), origin: `http://${h().host('harbour')}`, cookie });

  it('a message sent through one process reaches a socket on the other', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const onA = await open(a, headersFor(cookie));
    const onB = await open(b, headersFor(cookie));
    if (!('socket' in onA) || !('socket' in onB)) throw new Error(`upgrade refused: ${JSON.stringify([onA, onB])}`);
    onA.socket.send('hello');
    await expect.poll(() => onB.messages.slice(1)).toEqual([expect.stringMatching(/^\d+:hello$/)]);
    await expect.poll(() => onA.messages.slice(1)).toEqual([expect.stringMatching(/^\d+:hello$/)]);
    onA.socket.close();
    onB.socket.close();
  });

  it('refuses another origin, a missing session and an unknown path before upgrading', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    expect(await open(a, { ...headersFor(cookie), origin: 'http://evil.example' })).toEqual({ status: 403 });
    expect(await open(a, { ...headersFor(cookie), origin: '' })).toEqual({ status: 403 });
    expect(await open(a, headersFor('portal_session=nope'))).toEqual({ status: 401 });
    const unknown = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${a.port}/ws/nothing-here`, { headers: headersFor(cookie) });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => {});
    });
    expect(unknown).toBe(404);
  });
});
