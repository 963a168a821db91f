/**
 * Starts the real server (HTTP, tenancy, identity, every handler) on a free port against PGlite or
 * PostgreSQL, seeded with the demo clients, for DB-backed tests (*.int.test.ts).
 *
 *   withHarness('my calls', (h) => {
 *     it('answers', async () => {
 *       const member = await h().session('harbour', 'member@harbour.example');
 *       const { nav } = await h().call(getNav, { platform: 'web' }, member);   // typed by the contract
 *       const refused = await h().refused(setLocation, { location_id: 999 }, member);
 *       expect(refused.status).toBe(404);
 *     });
 *   });
 *
 * `call`, `exchange` and `refused` take the contract's call definition: the body is checked against its request
 * type and the reply comes back as its reply type. `request` and `get` are the raw escape hatch, for bodies,
 * headers and paths the contract would not let a test write (bad JSON, stray fields, form posts, pages).
 *
 * The database comes from PORTAL_TEST_DB (pglite | postgres), set per project by vitest.int.config.ts.
 * PostgreSQL uses DATABASE_URL when given, else the throwaway cluster of the int config's global setup,
 * else one started here; each harness gets a fresh database in it.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { SignJWT, importJWK } from 'jose';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { ssoPreCheck } from '@portal/contract/calls';
import type { CallDefinition, CallRequestInput, CallResponse } from '@portal/contract/define-call';
import type { ErrorReply } from '@portal/contract/errors';
import { loadConfig, type Config } from '../src/config';
import { auditWritten } from '../src/audit/service';
import { createDb, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import type { CallHandler, Db } from '../src/core/types';
import { demoIdentities, findDemoIdentity } from '../src/identity/demo-identities';
import { startServer, type RunningServer } from '../src/server';
import { SESSION_COOKIE } from '../src/sessions/service';
import { sessions } from '../src/sessions/schema';
import { loadServerClients, type Client } from '../src/tenancy/clients';
import { freePort, pgClusterUnavailable, startPgCluster, type PgCluster } from './pg-cluster';
import { TEMPLATE_FRESH_MS, freshTemplate, keepTemplate, templateKey } from './seed-template';

export type TestDb = 'pglite' | 'postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL cluster the global setup started, or '' when none */
    pgUrl: string;
  }
}

export interface HarnessOptions {
  readonly db?: TestDb;
  /** extra environment for loadConfig, e.g. { SESSION_MINUTES: '1' } */
  readonly env?: Record<string, string>;
  readonly clients?: readonly Client[];
  /** replaces the domain handlers (the identity handlers are always mounted) */
  readonly handlers?: readonly CallHandler[];
}

export interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** the body as text, decompressed as a browser would when the reply has a Content-Encoding */
  readonly text: string;
  /** how many bytes of body came over the wire (compressed, when it was) */
  readonly received: number;
  /** the parsed JSON body, or undefined when the body is not JSON */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
  /** `portal_session=<value>` when the reply set the session cookie ('' when it cleared it) */
  readonly cookie: string | undefined;
}

export interface RequestOptions {
  /** a `portal_session=…` cookie from signIn */
  readonly cookie?: string;
  /** send the body form-encoded (arrays as key[]) instead of JSON */
  readonly form?: boolean;
  /** a raw body, sent as it is with the given content type */
  readonly raw?: { readonly body: string | Buffer; readonly contentType: string };
  readonly headers?: Record<string, string>;
  readonly method?: string;
  /** overrides the Host header (default: <first subdomain of the client>.localhost:<port>) */
  readonly host?: string;
}

/** Who makes a call: the client whose Host it goes to, and the session cookie of a signed-in member if any. */
export interface CallOptions {
  readonly client: string;
  /** a `portal_session=…` cookie; `session()` returns options with it */
  readonly cookie?: string;
  readonly headers?: Record<string, string>;
  /** send the body form-encoded (arrays as key[]) instead of JSON */
  readonly form?: boolean;
}

/** A signed-in member's call options: pass it as the options of `call`, `exchange` and `refused`. */
export interface Session extends CallOptions {
  readonly cookie: string;
}

/** A call answered 200 with a reply the contract accepts. */
export interface CallExchange<C extends CallDefinition> {
  readonly status: 200;
  readonly headers: Reply['headers'];
  readonly body: CallResponse<C>;
  readonly cookie: string | undefined;
  readonly text: string;
}

/** A call refused with a 4xx: the failed reply, with any extra fields it carries (e.g. `error`). */
export interface CallRefusal {
  readonly status: number;
  readonly headers: Reply['headers'];
  readonly body: ErrorReply & Record<string, unknown>;
  readonly cookie: string | undefined;
  readonly text: string;
}

export interface Harness {
  readonly kind: TestDb;
  readonly url: string;
  readonly port: number;
  readonly db: Db;
  readonly config: Config;
  readonly clients: readonly Client[];
  readonly server: RunningServer;
  /** the server's clock: sessions, rate limits and every call's `ctx.now` read it */
  readonly clock: { now(): Date; advance(ms: number): void; set(at: Date): void; reset(): void };
  /** the Host header of a client */
  host(clientId: string): string;
  /** POST to a call path (or any method with options.method) with the Host of the client */
  request(clientId: string, path: string, body?: unknown, options?: RequestOptions): Promise<Reply>;
  /** GET a page or asset with the Host of the client */
  get(clientId: string, path: string, options?: RequestOptions): Promise<Reply>;
  /** an ID token of the development provider for a demo identity (or any subject), as after a real sign-in */
  idToken(clientId: string, identity: { sub: string; email: string; givenName?: string; familyName?: string }, options?: { issuer?: string; audience?: string; expiresIn?: string }): Promise<string>;
  /** signs a registered member in through the real pre-check; returns the session cookie */
  signIn(clientId: string, email: string): Promise<string>;
  /**
   * Every session's member active at the clock's time, as if they had used the portal just now: for a test that
   * moves the clock further than the idle rule allows (17 minutes, decision 0466) and then calls with a session.
   */
  sessionsActive(): Promise<void>;
  /** signs a registered member in; returns the options that make calls as them */
  session(clientId: string, email: string): Promise<Session>;
  /** makes a contract call that must succeed: its reply, typed and checked against the contract's reply schema */
  call<C extends CallDefinition>(call: C, body: CallRequestInput<C>, options: CallOptions): Promise<CallResponse<C>>;
  /** like `call`, with the status, headers and cookie of the reply */
  exchange<C extends CallDefinition>(call: C, body: CallRequestInput<C>, options: CallOptions): Promise<CallExchange<C>>;
  /** makes a contract call that must be refused with a 4xx; its failed reply */
  refused<C extends CallDefinition>(call: C, body: CallRequestInput<C>, options: CallOptions): Promise<CallRefusal>;
  stop(): Promise<void>;
}

/** The database of this test run: PORTAL_TEST_DB, default pglite. */
export function testDb(): TestDb {
  return process.env.PORTAL_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function injectedPgUrl(): string {
  try {
    return inject('pgUrl') ?? '';
  } catch {
    return '';
  }
}

/** Why the harness cannot run on this database here, or null. */
export function harnessSkipReason(db: TestDb = testDb()): string | null {
  if (db === 'pglite' || process.env.DATABASE_URL || injectedPgUrl()) return null;
  return pgClusterUnavailable();
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh database in the cluster. With a template key (the demo clients' seed), it is cloned from a template
 * database seeded within the last minute (`create database … template …`, a fraction of a second) or, when there
 * is none, from one this harness seeds now and leaves for the next files: the PostgreSQL side of seed-template.ts.
 */
async function postgresDatabase(seedKey: string | null, clientsDir: string): Promise<{ url: string; seeded: boolean; drop(): Promise<void> }> {
  let cluster: PgCluster | null = null;
  let serverUrl = process.env.DATABASE_URL || injectedPgUrl();
  if (!serverUrl) {
    cluster = await startPgCluster();
    serverUrl = cluster.url;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const drop = async () => {
    if (cluster) return cluster.stop();
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  try {
    const template = seedKey ? await postgresTemplate(admin, serverUrl, seedKey, clientsDir) : null;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    return { url: withDatabase(serverUrl, name), seeded: template !== null, drop };
  } finally {
    await admin.end();
  }
}

/**
 * An empty database of this run's kind (nothing migrated or seeded), for tests of the migrations themselves:
 * PGlite in memory, or a fresh database in the PostgreSQL cluster. `drop` closes and removes it.
 */
export async function emptyDatabase(kind: TestDb = testDb()): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await createDb({ databaseUrl: null, pgliteDir: null });
    return { database, drop: () => database.close() };
  }
  const fresh = await postgresDatabase(null, '');
  const database = await createDb({ databaseUrl: fresh.url, pgliteDir: null });
  return {
    database,
    drop: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** The name of a seeded template database fresh enough to clone (TEMPLATE_FRESH_MS), seeding one when none is. */
async function postgresTemplate(admin: pg.Client, serverUrl: string, seedKey: string, clientsDir: string): Promise<string> {
  const prefix = `portal_tpl_${seedKey.slice(0, 16)}_`;
  // one file seeds while the others wait for its template, rather than every file seeding at once
  await admin.query('select pg_advisory_lock(hashtext($1))', [prefix]);
  try {
    return await freshOrNewTemplate(admin, serverUrl, prefix, clientsDir);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [prefix]);
  }
}

async function freshOrNewTemplate(admin: pg.Client, serverUrl: string, prefix: string, clientsDir: string): Promise<string> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
  const stamps = rows.map((row) => Number(row.datname.slice(prefix.length))).filter(Number.isSafeInteger).sort((a, b) => b - a);
  const now = Date.now();
  if (stamps[0] !== undefined && now - stamps[0] < TEMPLATE_FRESH_MS) return `${prefix}${stamps[0]}`;
  // templates too old to use, and any a crashed file left half-seeded (seeding happens under the lock only):
  // dropped unless another file is cloning one right now (then it goes next time)
  for (const { datname } of rows) if (/^[a-z0-9_]+$/.test(datname)) await admin.query(`drop database if exists ${datname}`).catch(() => {});
  const template = `${prefix}${now}_seeding`;
  await admin.query(`create database ${template}`);
  const database = await createDb({ databaseUrl: withDatabase(serverUrl, template), pgliteDir: null });
  try {
    await migrate(database);
    await seed(database.db, loadServerClients(clientsDir));
  } finally {
    await database.close();
  }
  // renamed once complete, so no other file clones a half-seeded template
  await admin.query(`alter database ${template} rename to ${prefix}${now}`);
  return `${prefix}${now}`;
}

function cookieFrom(setCookie: string | string[] | undefined): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = list.find((entry) => entry.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return undefined;
  const pair = line.split(';')[0]!;
  return /max-age=0/i.test(line) || pair === `${SESSION_COOKIE}=` ? '' : pair;
}

function formValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function formEncode(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, formValue(item));
    else if (value !== undefined && value !== null) params.append(key, formValue(value));
  }
  return params.toString();
}

/** A reply of `call` as `h.call` accepts it: 200 and a body its contract's reply schema accepts; else it throws. */
export function acceptedReply<C extends CallDefinition>(call: C, reply: Reply): CallExchange<C> {
  if (reply.status !== 200) throw new Error(`${call.path} answered ${reply.status}, not 200: ${reply.text.slice(0, 500)}`);
  const parsed = v.safeParse(call.response, reply.body);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`).join('; ');
    throw new Error(`${call.path} answered a reply its contract refuses (${issues}): ${reply.text.slice(0, 500)}`);
  }
  // The JSON as sent, not the parsed output: a test sees exactly what the browser gets (replies have no transforms).
  return { status: 200, headers: reply.headers, body: reply.body as CallResponse<C>, cookie: reply.cookie, text: reply.text };
}

/** A reply as `h.refused` accepts it: a 4xx with a failed reply (`success: false` and an `err`); else it throws. */
export function refusalOf(call: CallDefinition, reply: Reply): CallRefusal {
  if (reply.status < 400 || reply.status >= 500) throw new Error(`${call.path} answered ${reply.status}, not a refusal (4xx): ${reply.text.slice(0, 500)}`);
  if (reply.body?.success !== false || typeof reply.body?.err !== 'string') throw new Error(`${call.path} refused without a failed reply: ${reply.text.slice(0, 500)}`);
  return { status: reply.status, headers: reply.headers, body: reply.body, cookie: reply.cookie, text: reply.text };
}

/** Starts a seeded server; call stop() when done. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const kind = options.db ?? testDb();
  const port = await freePort();
  let offset = 0;
  const clock = {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
    set: (at: Date) => {
      offset = at.getTime() - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
  const configEnv = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(process.env.CLIENTS_DIR ? { CLIENTS_DIR: process.env.CLIENTS_DIR } : {}),
    ...options.env,
  };
  const { clientsDir } = loadConfig(configEnv);
  const seedKey = !options.clients ? templateKey(clientsDir) : null;
  const pgDatabase = kind === 'postgres' ? await postgresDatabase(seedKey, clientsDir) : null;
  const config = loadConfig({ ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}), ...configEnv });
  let database: Database | undefined;
  let server: RunningServer;
  try {
    // PGlite in memory: nothing to clean up, and no test sees another's data. The demo clients' seed is opened
    // from a template a file seeded within the last minute, when there is one (seed-template.ts).
    const key = kind === 'pglite' ? seedKey : null;
    const template = key ? freshTemplate(key) : null;
    database = await createDb({ databaseUrl: config.databaseUrl, pgliteDir: null, ...(template ? { pgliteLoad: template } : {}) });
    server = await startServer({
      config,
      database,
      seed: template || pgDatabase?.seeded ? 'never' : 'always',
      persistKeys: false,
      now: clock.now,
      log: () => {},
      ...(options.clients ? { clients: options.clients } : {}),
      ...(options.handlers ? { handlers: options.handlers } : {}),
    });
    if (key && !template && database.dump) await keepTemplate(key, await database.dump());
  } catch (error) {
    await database?.close();
    await pgDatabase?.drop();
    throw error;
  }
  const clients = server.clients;
  const clientOf = (clientId: string) => {
    const client = clients.find((candidate) => candidate.id === clientId);
    if (!client) throw new Error(`no client "${clientId}" (have ${clients.map((c) => c.id).join(', ')})`);
    return client;
  };
  const host = (clientId: string) => `${clientOf(clientId).manifest.subdomains[0]}.localhost:${server.port}`;

  const send = (clientId: string, path: string, method: string, body: unknown, opts: RequestOptions = {}): Promise<Reply> => {
    let payload: string | Buffer | undefined;
    let contentType: string | undefined;
    if (opts.raw) {
      payload = opts.raw.body;
      contentType = opts.raw.contentType;
    } else if (body !== undefined) {
      if (opts.form) {
        payload = formEncode(body as Record<string, unknown>);
        contentType = 'application/x-www-form-urlencoded';
      } else {
        payload = JSON.stringify(body);
        contentType = 'application/json';
      }
    }
    const headers: Record<string, string | number> = {
      host: opts.host ?? host(clientId),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(payload !== undefined ? { 'content-length': Buffer.byteLength(payload) } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    };
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', async () => {
          // audit rows are written just after the reply (audit/service.ts); tests read them right after it
          await auditWritten(database!.db);
          const wire = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? brotliDecompressSync(wire) : encoding === 'gzip' ? gunzipSync(wire) : wire;
          const text = decoded.toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, received: wire.length, body: json, cookie: cookieFrom(res.headers['set-cookie']) });
        });
        res.on('error', reject);
      });
      // The server may answer 413 before reading a large body; the reply still arrives.
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  };

  const callReply = (call: CallDefinition, body: unknown, options: CallOptions): Promise<Reply> =>
    send(options.client, call.path, 'POST', body, {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.form ? { form: true } : {}),
    });
  const exchange = async <C extends CallDefinition>(call: C, body: CallRequestInput<C>, options: CallOptions): Promise<CallExchange<C>> =>
    acceptedReply(call, await callReply(call, body, options));

  const harness: Harness = {
    kind,
    url: server.url,
    port: server.port,
    db: database.db,
    config,
    clients,
    server,
    clock,
    host,
    request: (clientId, path, body = {}, opts = {}) => send(clientId, path, opts.method ?? 'POST', body, opts),
    get: (clientId, path, opts = {}) => send(clientId, path, 'GET', undefined, opts),
    async idToken(clientId, identity, opts = {}) {
      const keys = server.devKeys;
      if (!keys) throw new Error('the development identity provider is off (OIDC_ISSUER set?)');
      const key = await importJWK(keys.privateJwk, 'RS256');
      return new SignJWT({ email: identity.email, email_verified: true, given_name: identity.givenName ?? 'Test', family_name: identity.familyName ?? 'Person' })
        .setProtectedHeader({ alg: 'RS256', kid: keys.privateJwk.kid })
        .setIssuer(opts.issuer ?? config.oidc.issuer)
        .setAudience(opts.audience ?? clientId)
        .setSubject(identity.sub)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '10m')
        .sign(key);
    },
    async sessionsActive() {
      await database!.db.update(sessions).set({ lastSeenAt: clock.now() });
    },
    async signIn(clientId, email) {
      const identity = findDemoIdentity(demoIdentities(clients.map((client) => client.id)), email) ?? { sub: `sub-${email}`, email };
      const token = await harness.idToken(clientId, identity);
      const reply = await harness.exchange(ssoPreCheck, { email: identity.email, sso_id: identity.sub, token }, { client: clientId });
      if (!reply.body.user_exist || !reply.cookie) throw new Error(`signIn(${clientId}, ${email}) failed: ${reply.text}`);
      return reply.cookie;
    },
    async session(clientId, email) {
      return { client: clientId, cookie: await harness.signIn(clientId, email) };
    },
    exchange,
    call: async (call, body, options) => (await exchange(call, body, options)).body,
    refused: async (call, body, options) => refusalOf(call, await callReply(call, body, options)),
    async stop() {
      await server.close();
      await database?.close();
      await pgDatabase?.drop();
    },
  };
  return harness;
}

/**
 * A describe block with a started harness: `h()` is the harness inside its tests. Skipped, with the reason
 * in its title, when the database of this run is not available here.
 */
export function withHarness(title: string, body: (h: () => Harness) => void, options: HarnessOptions = {}): void {
  const kind = options.db ?? testDb();
  const reason = harnessSkipReason(kind);
  describe.skipIf(reason !== null)(`${title} [${kind}]${reason ? ` (skipped: ${reason})` : ''}`, () => {
    let harness: Harness | undefined;
    // Starting means migrating and seeding a fresh database: seconds on an idle machine, minutes on a shared one.
    beforeAll(async () => {
      harness = await startHarness({ ...options, db: kind });
    }, 600_000);
    afterAll(async () => {
      await harness?.stop();
    });
    body(() => {
      if (!harness) throw new Error('the harness did not start');
      return harness;
    });
  });
}
