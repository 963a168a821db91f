import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ACCESS_CODE_NOT_RECOGNISED, alternativeLogin, calls, logout, ssoPreCheck, ssoRegister } from '@portal/contract/calls';
import type { CallRequestInput } from '@portal/contract/define-call';
import { SESSION_ERROR_CODE } from '@portal/contract/errors';
import { AGE_MESSAGE } from '@portal/contract/rules';
import { UPLOAD_PATH } from '../src/calls/guards';
import { checkSession } from '../src/sessions/service';
import { withHarness, type Harness } from './harness';


const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
};

type Registration = CallRequestInput<typeof ssoRegister>;

async function registration(h: Harness, clientId: string, sub: string, overrides: Partial<Registration> = {}): Promise<Registration> {
  const email = `${sub}@people.example`;
  const token = await h.idToken(clientId, { sub, email });
  return { email, sso_id: sub, token, first_name: 'Jo', last_name: 'Tester', dob: yearsAgo(30), access_token: h.clients.find((c) => c.id === clientId)!.server.accessCodes[0]!, ...overrides };
}

withHarness('identity, sessions and tenancy', (h) => {
  const clientId = () => h().clients.find((c) => c.server.alternativeLogin)?.id ?? h().clients[0]!.id;
  const otherClientId = () => h().clients.find((c) => c.id !== clientId())!.id;

  it('pre-check signs an existing member in with an HttpOnly, SameSite=Lax session cookie and no secret in the reply', async () => {
    const id = clientId();
    const token = await h().idToken(id, { sub: `${id}-member`, email: `member@${id}.example` });
    const reply = await h().exchange(ssoPreCheck, { email: `member@${id}.example`, sso_id: `${id}-member`, token }, { client: id });
    expect(reply.body.user_exist).toBe(true);
    expect(reply.body.user).toMatchObject({ email: `member@${id}.example`, user_client_id: id, user_role: 'cl' });
    expect(reply.text).not.toContain(token);
    expect(reply.text).not.toMatch(/access_code"|clientSecret|clientIdentifier/);
    const setCookie = String(reply.headers['set-cookie']);
    expect(setCookie).toMatch(/portal_session=[^;]+; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY: no Secure cookie, no HSTS (call-core.int.test.ts has the trusted case)', async () => {
    const id = clientId();
    const token = await h().idToken(id, { sub: `${id}-member`, email: `member@${id}.example` });
    const reply = await h().request(id, ssoPreCheck.path, { email: `member@${id}.example`, sso_id: `${id}-member`, token }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(reply.status).toBe(200);
    expect(String(reply.headers['set-cookie'])).not.toMatch(/Secure/);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('pre-check of an identity without an account answers user_exist false and starts no session', async () => {
    const id = clientId();
    const token = await h().idToken(id, { sub: `${id}-new`, email: `new@${id}.example` });
    const reply = await h().exchange(ssoPreCheck, { email: `new@${id}.example`, sso_id: `${id}-new`, token }, { client: id });
    expect(reply.body).toEqual({ success: true, user_exist: false });
    expect(reply.cookie).toBeUndefined();
  });

  it('rejects a token of another audience, another issuer, a foreign key or another subject, and audits it', async () => {
    const id = clientId();
    const identity = { sub: `${id}-member`, email: `member@${id}.example` };
    const tokens = [
      await h().idToken(id, identity, { audience: otherClientId() }),
      await h().idToken(id, identity, { issuer: 'https://evil.example/oidc' }),
      await h().idToken(id, { ...identity, sub: 'someone-else' }),
      'not-a-token-at-all',
    ];
    for (const token of tokens) {
      const reply = await h().refused(ssoPreCheck, { email: identity.email, sso_id: identity.sub, token }, { client: id });
      expect(reply.status).toBe(401);
      expect(reply.cookie).toBeUndefined();
    }
    const rows = await h().db.execute(sql`select count(*)::int as n from audit_log where event = 'sign-in.failed' and client_id = ${id}`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThanOrEqual(tokens.length);
  });

  it('registers a member with a valid access code (any case), signs them in, and the pre-check then finds them', async () => {
    const id = clientId();
    const body = await registration(h(), id, 'reg-ok', { membership_number: 'M-123', access_token: h().clients.find((c) => c.id === id)!.server.accessCodes[0]!.toLowerCase() });
    const reply = await h().exchange(ssoRegister, body, { client: id });
    expect(reply.body.success).toBe(true);
    expect(reply.body.user).toMatchObject({ first_name: 'Jo', last_name: 'Tester', email: body.email, tc_accepted: true });
    expect(reply.cookie).toMatch(/^portal_session=/);
    const again = await h().exchange(ssoPreCheck, { email: body.email, sso_id: 'reg-ok', token: body.token }, { client: id });
    expect(again.body.user_exist).toBe(true);
    const stored = await h().db.execute(sql`select membership_number, access_code_id from users where sso_subject = 'reg-ok' and client_id = ${id}`);
    expect((stored as unknown as { rows: Record<string, unknown>[] }).rows[0]).toMatchObject({ membership_number: 'M-123' });
  });

  it('refuses a second registration of the same identity', async () => {
    const id = clientId();
    const reply = await h().refused(ssoRegister, await registration(h(), id, 'reg-ok'), { client: id });
    expect(reply.status).toBe(409);
    expect(reply.body.error).toBeTruthy();
  });

  it("answers 'Access code not recognised' for an unknown code and for another client's code", async () => {
    const id = clientId();
    const foreign = h().clients.find((c) => c.id === otherClientId())!.server.accessCodes[0]!;
    for (const code of ['NOT-A-CODE', foreign]) {
      const reply = await h().refused(ssoRegister, await registration(h(), id, `reg-bad-${code}`, { access_token: code }), { client: id });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ success: false, error: ACCESS_CODE_NOT_RECOGNISED, err: ACCESS_CODE_NOT_RECOGNISED });
      expect(reply.cookie).toBeUndefined();
    }
    const audit = await h().db.execute(sql`select detail::text as d from audit_log where event = 'register.failed'`);
    expect(JSON.stringify(audit)).not.toContain(foreign);
  });

  it('enforces the minimum age of 16 with the spec message; 16 today is enough', async () => {
    const id = clientId();
    const young = await h().refused(ssoRegister, await registration(h(), id, 'reg-young', { dob: yearsAgo(16, 1) }), { client: id });
    expect(young.status).toBe(400);
    expect(young.body.err).toBe(AGE_MESSAGE);
    expect((await h().call(ssoRegister, await registration(h(), id, 'reg-sixteen', { dob: yearsAgo(16) }), { client: id })).success).toBe(true);
  });

  it.each(['first_name', 'last_name', 'dob', 'access_token', 'email', 'sso_id', 'token'])('requires %s', async (field) => {
    const id = clientId();
    const body: Record<string, unknown> = await registration(h(), id, `reg-missing-${field}`);
    delete body[field];
    // a body the contract's type would not allow: through the raw request
    const reply = await h().request(id, ssoRegister.path, body);
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.issues.some((issue: { path: string }) => issue.path === field)).toBe(true);
  });

  it('refuses a form-encoded registration (415, calls take JSON only) and accepts it as JSON without a membership number', async () => {
    const id = clientId();
    const body = await registration(h(), id, 'reg-form');
    const form = await h().request(id, ssoRegister.path, body, { form: true });
    expect(form.status).toBe(415);
    const reply = await h().request(id, ssoRegister.path, body);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
  });

  it('answers 3994 with HTTP 401 on every session call without a session', async () => {
    const id = clientId();
    for (const call of calls.filter((c) => c.auth === 'session')) {
      // the upload call takes a multipart form from its own origin only
      const upload = call.path === UPLOAD_PATH ? { raw: { body: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' }, headers: { origin: `http://${h().host(id)}` } } : {};
      const reply = await h().request(id, call.path, {}, upload);
      expect(reply.status, call.path).toBe(401);
      expect(String(reply.body.err), call.path).toContain(String(SESSION_ERROR_CODE));
    }
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const id = clientId();
    const cookie = await h().signIn(id, `member@${id}.example`);
    const out = await h().exchange(logout, {}, { client: id, cookie });
    expect(out.cookie).toBe('');
    const after = await h().refused(logout, {}, { client: id, cookie });
    expect(after.status).toBe(401);
    expect(after.body.err).toContain('3994');
  });

  it('a body user_id naming another member changes nothing for that member', async () => {
    const id = clientId();
    const mine = await h().signIn(id, `member@${id}.example`);
    const theirs = await h().signIn(id, `admin@${id}.example`);
    const theirId = (await h().call(ssoPreCheck, { email: `admin@${id}.example`, sso_id: `${id}-admin`, token: await h().idToken(id, { sub: `${id}-admin`, email: `admin@${id}.example` }) }, { client: id })).user!.user_id;
    await h().call(logout, { user_id: theirId }, { client: id, cookie: mine });
    const token = theirs.split('=')[1]!;
    const check = await checkSession(h().db, token, id, h().clock.now(), undefined, { idleMinutes: h().config.sessionIdleMinutes });
    expect(check.ok).toBe(true);
    expect(check.ok && check.member.userId).toBe(theirId);
  });

  it('a session of one client is refused on another client (3994) and audited', async () => {
    const cookie = await h().signIn(clientId(), `member@${clientId()}.example`);
    const reply = await h().refused(logout, {}, { client: otherClientId(), cookie });
    expect(reply.status).toBe(401);
    expect(reply.body.err).toContain('3994');
    const rows = await h().db.execute(sql`select count(*)::int as n from audit_log where event = 'client.mismatch'`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBeGreaterThan(0);
  });

  it('alternative login signs in with email and client identifier, fails quietly otherwise, and is rate-limited', async () => {
    const id = clientId();
    const client = h().clients.find((c) => c.id === id)!;
    if (!client.server.alternativeLogin) return;
    const identifier = client.server.alternativeLogin.clientIdentifier;
    const ok = await h().exchange(alternativeLogin, { email: `member@${id}.example`, client_id: identifier }, { client: id });
    expect(ok.body.user?.email).toBe(`member@${id}.example`);
    expect(ok.cookie).toMatch(/^portal_session=/);
    expect(ok.text).not.toContain(identifier);

    const bad = await h().refused(alternativeLogin, { email: `member@${id}.example`, client_id: 'WRONG-IDENTIFIER' }, { client: id });
    expect(bad.status).toBe(401);
    expect(bad.cookie).toBeUndefined();

    const disabled = h().clients.find((c) => !c.manifest.signIn.alternativeLogin)!;
    const refused = await h().refused(alternativeLogin, { email: `member@${disabled.id}.example`, client_id: identifier }, { client: disabled.id });
    expect(refused.status).toBe(403);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await h().refused(alternativeLogin, { email: `rate${i}@x.example`, client_id: 'WRONG' }, { client: id })).status);
    expect(statuses).toContain(429);
    h().clock.advance(16 * 60_000);
    await h().call(alternativeLogin, { email: `member@${id}.example`, client_id: identifier }, { client: id });
    const audit = JSON.stringify(await h().db.execute(sql`select * from audit_log`));
    expect(audit).toContain('rate-limited');
    expect(audit).not.toContain(identifier);
    h().clock.reset();
  });

  it('a session ends after its lifetime of 1440 minutes, however active its member', async () => {
    const id = clientId();
    const cookie = await h().signIn(id, `member@${id}.example`);
    const idle = { idleMinutes: h().config.sessionIdleMinutes };
    // active every 10 minutes (the idle rule would end it after 17 minutes without)
    for (let minutes = 10; minutes <= 1430; minutes += 10) {
      h().clock.advance(10 * 60_000);
      expect((await checkSession(h().db, cookie.split('=')[1], id, h().clock.now(), undefined, idle)).ok).toBe(true);
    }
    h().clock.advance(9 * 60_000);
    expect((await checkSession(h().db, cookie.split('=')[1], id, h().clock.now(), undefined, idle)).ok).toBe(true);
    h().clock.advance(2 * 60_000);
    const reply = await h().refused(logout, {}, { client: id, cookie });
    h().clock.reset();
    expect(reply.status).toBe(401);
    expect(reply.body.err).toContain('3994');
  });
});
