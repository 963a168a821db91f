import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { expect, it } from 'vitest';
import { ACCESS_CODE_NOT_RECOGNISED, allCalls } from '@portal/contract/calls';
import { CALL_ROLES, defineCall, type CallDefinition, type CallRole } from '@portal/contract/define-call';
import { createApp } from '../src/app';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE, MULTIPART_ONLY_MESSAGE, NO_ACCESS_MESSAGE, UPLOAD_PATH } from '../src/calls/guards';
import { callsRouter } from '../src/calls/router';
import type { CoreServices } from '../src/core/context';
import type { AppEnv } from '../src/core/env';
import { JsonReply, type CallHandler } from '../src/core/types';
import { users } from '../src/identity/schema';
import { RateLimiter } from '../src/identity/rate-limit';
import { TOO_MANY_ATTEMPTS } from '../src/identity/service';
import { createTokenVerifier } from '../src/identity/tokens';
import { memberId } from './members';
import { auditWritten } from '../src/audit/service';
import { LOGIN_AS_ROLE_REFUSED_MESSAGE } from '@portal/contract/calls/login-as';
import { SESSION_COOKIE, startSession } from '../src/sessions/service';
import { withHarness, type Harness } from './harness';

const MY_LIST = '/application/api/u/my-list';
const CREATE = '/application/api/u/my-list/create';
const DELETE = '/application/api/u/my-list/delete';
const REGISTER = '/application/api/u/user/axa-sso-web';
const ITEM = { product_id: 18, content_id: 'csrf-probe' };

function dobYearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

async function registration(h: Harness, clientId: string, sub: string, accessCode: string) {
  const email = `${sub}@people.example`;
  const token = await h.idToken(clientId, { sub, email });
  return { email, sso_id: sub, token, first_name: 'Jo', last_name: 'Tester', dob: dobYearsAgo(30), access_token: accessCode };
}

async function listed(h: Harness, cookie: string): Promise<string[]> {
  const reply = await h.request('harbour', MY_LIST, {}, { cookie });
  return (reply.body.data as { content_id: string }[]).map((item) => item.content_id);
}

withHarness('call core: CSRF, content types, bounds, paths, proxies', (h) => {
  const own = () => `http://${h().host('harbour')}`;
  const sibling = () => `http://lumen.localhost:${h().port}`;

  it('refuses a form post to my-list/create from a sibling subdomain (415, nothing added), and text/plain and untyped bodies', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const before = await listed(h(), cookie);
    const headers = { origin: sibling(), 'sec-fetch-site': 'same-site' };
    const form = await h().request('harbour', CREATE, ITEM, { cookie, form: true, headers });
    expect(form.status).toBe(415);
    expect(form.body.err).toBe(JSON_ONLY_MESSAGE);
    for (const contentType of ['text/plain', 'multipart/form-data; boundary=x', '']) {
      const raw = { body: contentType.startsWith('multipart') ? '--x\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n18\r\n--x--\r\n' : JSON.stringify(ITEM), contentType };
      const reply = await h().request('harbour', CREATE, undefined, { cookie, raw });
      expect(reply.status, contentType || 'untyped').toBe(415);
    }
    expect(await listed(h(), cookie)).toEqual(before);
  });

  it("refuses (403) a JSON call whose Origin is not the client's own, or that the browser marks cross-site or same-site", async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const refused: Record<string, string>[] = [
      { origin: sibling() },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: own(), 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const reply = await h().request('harbour', CREATE, ITEM, { cookie, headers });
      expect(reply.status, JSON.stringify(headers)).toBe(403);
      expect(reply.body.err).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await listed(h(), cookie)).not.toContain(ITEM.content_id);
    const audited = await h().db.execute(sql`select count(*)::int as n from audit_log where event = 'request.refused'`);
    expect(Number((audited as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThanOrEqual(refused.length);
    // the app's own page: same origin, as the browser sends it
    const ok = await h().request('harbour', CREATE, ITEM, { cookie, headers: { origin: own(), 'sec-fetch-site': 'same-origin' } });
    expect(ok.status).toBe(200);
    expect(await listed(h(), cookie)).toContain(ITEM.content_id);
  });

  it('keeps multipart for the upload call only, and there requires proof of the own origin', async () => {
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const raw = { body: '--b\r\nContent-Disposition: form-data; name="conversation_sid"\r\n\r\nCH1\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' };
    const json = await h().request('harbour', UPLOAD_PATH, { conversation_sid: 'CH1' }, { cookie });
    expect(json.status).toBe(415);
    expect(json.body.err).toBe(MULTIPART_ONLY_MESSAGE);
    const noOrigin = await h().request('harbour', UPLOAD_PATH, undefined, { cookie, raw });
    expect(noOrigin.status).toBe(403);
    const foreign = await h().request('harbour', UPLOAD_PATH, undefined, { cookie, raw, headers: { origin: sibling() } });
    expect(foreign.status).toBe(403);
    const ownPage = await h().request('harbour', UPLOAD_PATH, undefined, { cookie, raw, headers: { origin: own() } });
    expect([400, 403, 501]).toContain(ownPage.status);
    expect(ownPage.body.err).not.toBe(CROSS_SITE_MESSAGE);
  });

  it('answers 400, never 500, for ids of 2^31 and more in my-list/delete, cancel-timeslot-booking and set-location', async () => {
    // the client that permits the most routes, so that no call is refused for its route first
    const client = [...h().clients].sort((a, b) => b.manifest.permittedRoutes.length - a.manifest.permittedRoutes.length)[0]!.id;
    const cookie = await h().signIn(client, `member@${client}.example`);
    const cases: [string, string][] = [
      [DELETE, 'id'],
      ['/application/api/u/events/cancel-timeslot-booking', 'timeslot_id'],
      ['/application/api-hc/set-location', 'location_id'],
    ];
    for (const [path, field] of cases) {
      for (const value of [2 ** 31, 2 ** 53, -1, 1e308, 'NaN', '2147483648']) {
        const reply = await h().request(client, path, { [field]: value, all_series: false }, { cookie });
        expect(reply.status, `${path} ${field}=${String(value)}`).toBe(400);
      }
    }
  });

  it('answers 400 for a path whose escapes do not decode (GET /%ZZ)', async () => {
    for (const path of ['/%ZZ', '/assets/%E0%A4%A.js', '/application/api/u/%ZZ']) {
      const reply = await h().get('harbour', path);
      expect(reply.status, path).toBe(400);
    }
    expect((await h().get('harbour', '/%20')).status).not.toBe(400);
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY', async () => {
    const page = await h().get('harbour', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

withHarness(
  'call core behind a trusted proxy',
  (h) => {
    it('switches HSTS and Secure cookies on for X-Forwarded-Proto: https only, and trusts its origin', async () => {
      const plain = await h().get('harbour', '/');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await h().get('harbour', '/', { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const token = await h().idToken('harbour', { sub: 'harbour-member', email: 'member@harbour.example' });
      const signIn = await h().request('harbour', '/application/api/u/user/axa-sso-web-pre-check', { email: 'member@harbour.example', sso_id: 'harbour-member', token }, {
        headers: { 'x-forwarded-proto': 'https', origin: `https://${h().host('harbour')}` },
      });
      expect(signIn.status).toBe(200);
      expect(String(signIn.headers['set-cookie'])).toMatch(/Secure/);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);

withHarness('call core: rate limits in the database', (h) => {
  it('throttles access-code guesses of one identity: 429 after 10 attempts, before any scrypt', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await h().request('lumen', REGISTER, await registration(h(), 'lumen', 'guesser', `WRONG-${i}`));
      statuses.push(reply.status);
      if (reply.status === 429) expect(reply.body).toMatchObject({ success: false, err: TOO_MANY_ATTEMPTS, error: TOO_MANY_ATTEMPTS });
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // the window passes: the identity may try again
    h().clock.advance(h().config.registration.windowMs + 1);
    const later = await h().request('lumen', REGISTER, await registration(h(), 'lumen', 'guesser', 'WRONG-late'));
    expect(later.status).toBe(422);
    expect(later.body.err).toBe(ACCESS_CODE_NOT_RECOGNISED);
    h().clock.reset();
  });

  it('throttles wrong codes across identities of one client, and leaves other clients alone', async () => {
    const max = h().config.registration.wrongCodesPerClient;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await h().request('fernway', REGISTER, await registration(h(), 'fernway', `spray-${i}`, 'WRONG'))).status);
    expect(statuses.slice(0, max).every((status) => status === 422)).toBe(true);
    expect(statuses[max]).toBe(429);
    const other = await h().request('kontor', REGISTER, await registration(h(), 'kontor', 'kontor-fresh', 'WRONG'));
    expect(other.status).toBe(422);
    const audited = await h().db.execute(sql`select count(*)::int as n from audit_log where event = 'rate-limited' and client_id = 'fernway'`);
    expect(Number((audited as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThanOrEqual(1);
  });

  it('counts against the same limit from a second API process on the same database', async () => {
    const keys = h().server.devKeys!;
    const second = createApp({
      db: h().db,
      config: h().config,
      clients: h().clients,
      tokens: createTokenVerifier({ localIssuer: h().config.oidc.issuer, localKeys: keys.publicJwks }),
      now: h().clock.now,
    });
    const code = 'WRONG';
    for (let i = 0; i < 5; i++) expect((await h().request('larkspur', REGISTER, await registration(h(), 'larkspur', 'twice', code))).status).toBe(422);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const body = JSON.stringify(await registration(h(), 'larkspur', 'twice', code));
      const reply = await second.request(REGISTER, { method: 'POST', body, headers: { host: h().host('larkspur'), 'content-type': 'application/json' } });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });

  it('counts concurrent attempts exactly (one atomic upsert per attempt)', async () => {
    const a = new RateLimiter(h().db, { max: 7, windowMs: 60_000 });
    const b = new RateLimiter(h().db, { max: 7, windowMs: 60_000 });
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take(['concurrent-key'], now)));
    expect(results.filter(Boolean)).toHaveLength(7);
    expect(await a.isOver(['concurrent-key'], now)).toBe(true);
    expect(await a.isOver(['concurrent-key'], new Date(now.getTime() + 60_001))).toBe(false);
    expect(await b.take(['concurrent-key'], new Date(now.getTime() + 60_001))).toBe(true);
  });
}, { env: { REGISTRATION_WRONG_CODES_PER_CLIENT: '12' } });

/** A stand-in call per role, beside every contract call that declares one, so the walk never walks nothing. */
function roleFixtures(): CallDefinition[] {
  return CALL_ROLES.map((role) =>
    defineCall({
      path: `/application/api/u/test/role-${role}`,
      seed: '000',
      area: 'test',
      auth: 'session',
      role,
      routes: [],
      request: v.object({}),
      response: v.object({ success: v.boolean(), reached: v.boolean() }),
    }),
  );
}

withHarness('call core: roles and the read-only flag', (h) => {
  // the portal's own role calls too (admin, the coach's workspace), not only the spec's
  const roleCalls = () => [...allCalls.filter((call) => call.role !== undefined), ...roleFixtures()];
  const fixturePaths = new Set(roleFixtures().map((call) => call.path));

  /** The real router over the harness's database, with extra definitions and handlers mounted. */
  function router(definitions: readonly CallDefinition[], handlers: readonly CallHandler[]) {
    const client = h().clients.find((candidate) => candidate.id === 'harbour')!;
    const services = { config: h().config, tokens: undefined as never, now: () => new Date() } as unknown as CoreServices;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('client', client);
      c.set('ip', '127.0.0.1');
      c.set('tls', false);
      c.set('requestId', 'test');
      await next();
    });
    app.route('/', callsRouter({ db: h().db, services, handlers: new Map(handlers.map((handler) => [handler.call.path, handler])), definitions }));
    return (path: string, cookie: string) =>
      app.request(path, { method: 'POST', body: '{}', headers: { host: h().host('harbour'), 'content-type': 'application/json', cookie } });
  }

  async function setRoles(email: string, roles: readonly CallRole[]): Promise<void> {
    const id = await memberId(h().db, 'harbour', email);
    const staffRoles = roles.filter((role): role is Exclude<CallRole, 'employer_admin'> => role !== 'employer_admin');
    await h().db.update(users).set({ employerAdmin: roles.includes('employer_admin'), staffRoles }).where(and(eq(users.id, id), eq(users.clientId, 'harbour')));
  }

  it('walks every call with a role: a plain member is refused (403, audited) before the handler; a member with the role reaches it', async () => {
    const definitions = roleCalls();
    expect(definitions.length).toBeGreaterThanOrEqual(CALL_ROLES.length);
    let reached = 0;
    const handlers: CallHandler[] = definitions
      .filter((call) => fixturePaths.has(call.path))
      .map((call) => ({ call, run: async () => ((reached += 1), { success: true, reached: true }) }));
    const post = router(definitions, handlers);

    await setRoles('member@harbour.example', []);
    const plain = await h().signIn('harbour', 'member@harbour.example');
    for (const call of definitions) {
      const reply = await post(call.path, plain);
      expect(reply.status, call.path).toBe(403);
      expect(((await reply.json()) as { err: string }).err).toBe(NO_ACCESS_MESSAGE);
    }
    expect(reached).toBe(0);
    // the router writes audit rows just after its reply (audit/service.ts)
    await auditWritten(h().db);
    const audited = await h().db.execute(sql`select count(*)::int as n from audit_log where event = 'role.forbidden'`);
    expect(Number((audited as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThanOrEqual(definitions.length);

    for (const call of definitions) {
      await setRoles('member@harbour.example', [call.role!]);
      const cookie = await h().signIn('harbour', 'member@harbour.example');
      const reply = await post(call.path, cookie);
      // contract calls without a handler yet answer 501; the stand-ins reach their handler
      expect(reply.status, call.path).toBe(fixturePaths.has(call.path) ? 200 : 501);
      // another role is not enough
      const others = CALL_ROLES.filter((role) => role !== call.role);
      await setRoles('member@harbour.example', others);
      expect((await post(call.path, await h().signIn('harbour', 'member@harbour.example'))).status, call.path).toBe(403);
    }
    expect(reached).toBe(CALL_ROLES.length);
    await setRoles('member@harbour.example', []);
  });

  it("gives the demo employer admin the employer_admin role from the member's row", async () => {
    const definitions = roleFixtures();
    const post = router(definitions, definitions.map((call) => ({ call, run: async () => ({ success: true, reached: true }) })));
    const admin = await h().signIn('harbour', 'admin@harbour.example');
    expect((await post('/application/api/u/test/role-employer_admin', admin)).status).toBe(200);
    expect((await post('/application/api/u/test/role-coach', admin)).status).toBe(403);
  });

  it('walks every call with a role in a login-as session: refused (403, the login-as message, audited with the staff) whatever roles the member holds', async () => {
    const definitions = roleCalls();
    let reached = 0;
    const handlers: CallHandler[] = definitions
      .filter((call) => fixturePaths.has(call.path))
      .map((call) => ({ call, run: async () => ((reached += 1), { success: true, reached: true }) }));
    const post = router(definitions, handlers);
    // a member who holds every role (as if granted after the login-as began, or an admin chosen as target)
    await setRoles('member@harbour.example', CALL_ROLES);
    const own = await h().signIn('harbour', 'member@harbour.example');
    for (const call of definitions.filter((candidate) => fixturePaths.has(candidate.path))) expect((await post(call.path, own)).status, call.path).toBe(200);
    expect(reached).toBe(CALL_ROLES.length);

    const member = await memberId(h().db, 'harbour', 'member@harbour.example');
    const staff = await memberId(h().db, 'harbour', 'support@harbour.example');
    const session = await startSession(h().db, { clientId: 'harbour', userId: member, actingStaffUserId: staff }, 60, new Date());
    const acting = `${SESSION_COOKIE}=${session.token}`;
    for (const call of definitions) {
      const reply = await post(call.path, acting);
      expect(reply.status, call.path).toBe(403);
      expect(((await reply.json()) as { err: string }).err, call.path).toBe(LOGIN_AS_ROLE_REFUSED_MESSAGE);
    }
    expect(reached).toBe(CALL_ROLES.length);
    await auditWritten(h().db);
    const audited = await h().db.execute(sql`select count(*)::int as n from audit_log where event = 'role.forbidden' and user_id = ${member} and acting_user_id = ${staff}`);
    expect(Number((audited as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(definitions.length);
    await setRoles('member@harbour.example', []);
  });

  it("keeps the member's cached session after a read-only call, and after a write that wrote no cached table; forgets it after one that did", async () => {
    const shape = { seed: '000', area: 'test', auth: 'session', routes: [], request: v.object({}), response: v.object({ language: v.string() }) } as const;
    const read = defineCall({ ...shape, path: '/application/api/u/test/read', readOnly: true });
    const idle = defineCall({ ...shape, path: '/application/api/u/test/idle' });
    const write = defineCall({ ...shape, path: '/application/api/u/test/write' });
    const language: CallHandler['run'] = async (_input, ctx) => ({ language: ctx.member?.settings?.language ?? '?' });
    const id = await memberId(h().db, 'harbour', 'member@harbour.example');
    // the write call writes the users table, which the session cache reads (db/news/writes.ts sees the statement)
    const writeLanguage: CallHandler['run'] = async (input, ctx) => {
      await ctx.db.update(users).set({ language: 'de' }).where(eq(users.id, id));
      return language(input, ctx);
    };
    const post = router([read, idle, write], [{ call: read, run: language }, { call: idle, run: language }, { call: write, run: writeLanguage }]);
    await h().db.update(users).set({ language: 'en' }).where(eq(users.id, id));
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const languageOf = async (path: string) => ((await (await post(path, cookie)).json()) as { language: string }).language;
    expect(await languageOf(read.path)).toBe('en');
    // changed behind the calls' back, and behind the database's news too (its triggers off for this one statement,
    // or PostgreSQL's pg_notify reaches the cache first, whenever it lands): the cached session still says en, after
    // a read and after a write of nothing
    await h().db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ language: 'de' }).where(eq(users.id, id));
    });
    expect(await languageOf(read.path)).toBe('en');
    await languageOf(idle.path);
    expect(await languageOf(read.path)).toBe('en');
    await languageOf(write.path);
    expect(await languageOf(read.path)).toBe('de');
    await h().db.update(users).set({ language: 'en' }).where(eq(users.id, id));
  });

  it('sends a reply written as JSON text as it is, as c.json would; outside production one that breaks the reply schema is a 500', async () => {
    const shape = { seed: '000', area: 'test', auth: 'session', routes: [], request: v.object({}), response: v.object({ success: v.boolean(), n: v.number() }) } as const;
    const good = defineCall({ ...shape, path: '/application/api/u/test/json-good', readOnly: true });
    const bad = defineCall({ ...shape, path: '/application/api/u/test/json-bad', readOnly: true });
    const object = defineCall({ ...shape, path: '/application/api/u/test/json-object', readOnly: true });
    const post = router([good, bad, object], [
      { call: good, run: async () => new JsonReply('{"success":true,"n":1}') },
      { call: bad, run: async () => new JsonReply('{"success":true,"n":"1"}') },
      { call: object, run: async () => ({ success: true, n: 1 }) },
    ]);
    const cookie = await h().signIn('harbour', 'member@harbour.example');
    const written = await post(good.path, cookie);
    const serialised = await post(object.path, cookie);
    expect(written.status).toBe(200);
    expect(await written.text()).toBe('{"success":true,"n":1}');
    expect(written.headers.get('content-type')).toBe(serialised.headers.get('content-type'));
    expect(written.headers.get('content-type')).toBe('application/json');
    const refused = await post(bad.path, cookie);
    expect(refused.status).toBe(500);
    expect(((await refused.json()) as { err: string }).err).toContain('Something went wrong');
  });
});
