/**
 * `npm run probe:security`: probes a running portal server for the call-core gaps of issue 8 item 9, and
 * prints each check with PASS or FAIL. Exit code 1 when any check fails.
 *
 *   PROBE_URL     the server, default http://127.0.0.1:3000 (requests go there with each client's Host header)
 *   PROBE_CLIENT  the client probed as a signed-in member, default harbour
 *   PROBE_SIBLING another client's subdomain, the "sibling site" of the CSRF checks, default lumen
 *   PROBE_REGISTER_CLIENT  the client whose not-yet-registered demo identity guesses access codes, default brightpath
 *
 * It signs in through the development identity provider's own forms (the server must run with it, as
 * `npm start` does), as member@<client>.example. The registration check leaves new@<register client>.example
 * throttled for the limit's window (15 minutes) and adds a my-list item "probe-security" to the member.
 *
 * Issue 27 item 3 (probeAlternativeLoginLimits) guesses at PROBE_ALT_CLIENT's (default harbour) alternative login
 * identifier, which locks that client's alternative login for browsers it does not remember for 15 minutes; item
 * 5 (probeContentSecurityPolicy) reads the policies of a few pages.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { allCalls, alternativeLogin, calls } from '../packages/contract/src/calls';
import { DEMO_PASSWORD } from '../packages/server/src/identity/demo-identities';

const BASE = new URL(process.env.PROBE_URL ?? 'http://127.0.0.1:3000');
const CLIENT = process.env.PROBE_CLIENT ?? 'harbour';
const SIBLING = process.env.PROBE_SIBLING ?? 'lumen';
const REGISTER_CLIENT = process.env.PROBE_REGISTER_CLIENT ?? 'brightpath';
const PORT = BASE.port || '80';

const CREATE = '/application/api/u/my-list/create';
const MY_LIST = '/application/api/u/my-list';
const PRE_CHECK = '/application/api/u/user/axa-sso-web-pre-check';
const REGISTER = '/application/api/u/user/axa-sso-web';
const UPLOAD = '/application/uploader/file/upload';
const ITEM = { product_id: 18, content_id: 'probe-security' };

interface Reply {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

const host = (subdomain: string) => `${subdomain}.localhost:${PORT}`;
const origin = (subdomain: string) => `http://${host(subdomain)}`;

function send(method: string, path: string, options: { host: string; headers?: Record<string, string>; body?: string }): Promise<Reply> {
  const headers: Record<string, string | number> = { host: options.host, ...options.headers };
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: BASE.hostname, port: PORT, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

function json(path: string, body: unknown, subdomain: string, headers: Record<string, string> = {}): Promise<Reply> {
  return send('POST', path, { host: host(subdomain), headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

let failures = 0;
let oidcChecked = false;
function check(name: string, pass: boolean, detail: string): void {
  if (!pass) failures += 1;
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${name}${detail ? `  (${detail})` : ''}`);
}

/** Signs an identity in at the development provider (authorization code + PKCE) and returns its ID token. */
async function idToken(clientId: string, subdomain: string, login: string): Promise<string> {
  const bare = `localhost:${PORT}`;
  const jar = new Map<string, string>();
  const keep = (reply: Reply) => {
    const lines = reply.headers['set-cookie'] ?? [];
    for (const line of Array.isArray(lines) ? lines : [lines]) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    return reply;
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = async (url: string) => keep(await send('GET', url.replace(/^https?:\/\/[^/]+/, ''), { host: bare, headers: { cookie: cookie() } }));
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin(subdomain)}/sso-redirect`;
  const query = new URLSearchParams({
    client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid email profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256', state: 'probe', nonce: 'probe',
  });
  const start = await get(`/oidc/auth?${query}`);
  const interaction = String(start.headers.location ?? '');
  if (!interaction.startsWith('/oidc/interaction/')) throw new Error(`the development identity provider did not start a sign-in (${start.status}); is it running?`);
  await get(interaction);
  const form = new URLSearchParams({ login, password: DEMO_PASSWORD }).toString();
  const signedIn = keep(await send('POST', `${interaction}/login`, { host: bare, headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded', origin: `http://${bare}` }, body: form }));
  if (!oidcChecked) check("the identity provider's own form posts under /oidc still work", signedIn.status === 303, `login form: ${signedIn.status}`);
  oidcChecked = true;
  let next = String(signedIn.headers.location ?? '');
  let code: string | null = null;
  for (let hop = 0; hop < 6 && !code; hop++) {
    if (next.startsWith(redirectUri)) code = new URL(next).searchParams.get('code');
    else next = String((await get(next)).headers.location ?? '');
  }
  if (!code) throw new Error('the identity provider did not return a code');
  const token = await send('POST', '/oidc/token', {
    host: bare,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: origin(subdomain) },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }).toString(),
  });
  if (!token.body?.id_token) throw new Error(`no ID token (${token.status})`);
  return token.body.id_token as string;
}

function claimsOf(token: string): { sub: string; email: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; email: string };
}

async function main(): Promise<void> {
  console.log(`probing ${BASE.origin} as ${CLIENT} (sibling ${SIBLING})`);
  const health = await send('GET', '/healthz', { host: host(CLIENT) }).catch(() => null);
  if (!health || health.status !== 200) throw new Error(`no server ready at ${BASE.origin} (start one with npm start)`);

  // X-Forwarded-Proto without a trusted proxy: sign in with the header and look at the cookie and HSTS.
  const token = await idToken(CLIENT, CLIENT, `member@${CLIENT}.example`);
  const claims = claimsOf(token);
  const signIn = await json(PRE_CHECK, { email: claims.email, sso_id: claims.sub, token }, CLIENT, { 'x-forwarded-proto': 'https' });
  const setCookie = String(signIn.headers['set-cookie'] ?? '');
  const cookie = /portal_session=[^;]+/.exec(setCookie)?.[0];
  if (signIn.status !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text.slice(0, 200)}`);
  const page = await send('GET', '/', { host: host(CLIENT), headers: { 'x-forwarded-proto': 'https' } });
  const hsts = page.headers['strict-transport-security'];
  check('X-Forwarded-Proto: https from a client does not switch on HSTS or Secure cookies (TRUST_PROXY off)', !/Secure/i.test(setCookie) && hsts === undefined, `cookie ${/Secure/i.test(setCookie) ? 'Secure' : 'not Secure'}, HSTS ${hsts ?? 'absent'}`);

  // CSRF: a form on a sibling subdomain posting to my-list/create with the member's cookie.
  const listed = async () => ((await json(MY_LIST, {}, CLIENT, { cookie })).body?.data as { content_id: string }[] | undefined ?? []).map((item) => item.content_id);
  const had = (await listed()).includes(ITEM.content_id);
  const formPost = await send('POST', CREATE, {
    host: host(CLIENT),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: origin(SIBLING), 'sec-fetch-site': 'same-site' },
    body: new URLSearchParams({ product_id: String(ITEM.product_id), content_id: ITEM.content_id }).toString(),
  });
  check('a form from a sibling subdomain cannot add to my-list (415, nothing added)', formPost.status === 415 && (had || !(await listed()).includes(ITEM.content_id)), `${formPost.status} ${formPost.body?.err ?? ''}`);
  for (const [name, contentType, body] of [
    ['a text/plain', 'text/plain', JSON.stringify(ITEM)],
    ['a multipart', 'multipart/form-data; boundary=p', '--p\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n18\r\n--p--\r\n'],
    ['an untyped', '', JSON.stringify(ITEM)],
  ] as const) {
    const reply = await send('POST', CREATE, { host: host(CLIENT), headers: { cookie, ...(contentType ? { 'content-type': contentType } : {}) }, body });
    check(`${name} body to a call is refused with 415`, reply.status === 415, `${reply.status} ${reply.body?.err ?? ''}`);
  }
  for (const [name, headers] of [
    ['an Origin of a sibling subdomain', { origin: origin(SIBLING) }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ] as const) {
    const reply = await json(CREATE, ITEM, CLIENT, { cookie, ...headers });
    check(`a JSON call with ${name} is refused with 403`, reply.status === 403, `${reply.status} ${reply.body?.err ?? ''}`);
  }
  const own = await json(CREATE, ITEM, CLIENT, { cookie, origin: origin(CLIENT), 'sec-fetch-site': 'same-origin' });
  check("a JSON call from the client's own origin still works", own.status === 200, String(own.status));
  const upload = await send('POST', UPLOAD, { host: host(CLIENT), headers: { cookie, 'content-type': 'multipart/form-data; boundary=p', origin: origin(SIBLING) }, body: '--p--\r\n' });
  check('the multipart upload from a sibling subdomain is refused with 403', upload.status === 403, String(upload.status));

  // Integers past int4 in ids.
  for (const [path, field] of [
    ['/application/api/u/my-list/delete', 'id'],
    ['/application/api/u/events/cancel-timeslot-booking', 'timeslot_id'],
    ['/application/api-hc/set-location', 'location_id'],
  ] as const) {
    const statuses: string[] = [];
    for (const value of [2 ** 31, 2 ** 53, -1, 1e308, 'NaN']) {
      const reply = await json(path, { [field]: value, all_series: false }, CLIENT, { cookie });
      statuses.push(`${String(value)}:${reply.status}`);
    }
    const ok = statuses.every((entry) => /:4\d\d$/.test(entry));
    check(`${path} ${field} of 2^31, 2^53, -1, 1e308, "NaN" answers 4xx, never 5xx`, ok, statuses.join(' '));
  }

  // An undecodable path.
  const broken = await send('GET', '/%ZZ', { host: host(CLIENT) });
  check('GET /%ZZ answers 400', broken.status === 400, String(broken.status));

  // Roles: every contract call that declares one refuses a plain member.
  const roleCalls = calls.filter((call) => call.role !== undefined);
  if (roleCalls.length === 0) console.log('INFO  no contract call declares a role yet (the spec\'s calls are all member calls); packages/server/test/call-core.int.test.ts walks the router with one stand-in call per role');
  for (const call of roleCalls) {
    const reply = await json(call.path, {}, CLIENT, { cookie });
    check(`${call.path} (role ${call.role}) refuses a plain member with 403`, reply.status === 403, String(reply.status));
  }

  // Access-code guessing at registration, as one not-yet-registered identity.
  const newToken = await idToken(REGISTER_CLIENT, REGISTER_CLIENT, `new@${REGISTER_CLIENT}.example`);
  const newClaims = claimsOf(newToken);
  const statuses: number[] = [];
  for (let i = 0; i < 50 && !statuses.includes(429); i++) {
    const reply = await json(REGISTER, { email: newClaims.email, sso_id: newClaims.sub, token: newToken, first_name: 'Probe', last_name: 'Security', dob: '1990-01-01', access_token: `PROBE-WRONG-${i}` }, REGISTER_CLIENT);
    statuses.push(reply.status);
  }
  const first429 = statuses.indexOf(429);
  check('wrong access codes at registration are throttled (429 within the first 11 attempts, never 5xx)', first429 !== -1 && first429 <= 10 && statuses.every((status) => status < 500), `${statuses.length} attempts: ${statuses.join(' ')}`);

  await probeLoginAs();
  await probeContentSecurityPolicy();
  await probeAlternativeLoginLimits();

  console.log(failures === 0 ? 'all checks passed' : `${failures} check(s) failed`);
  process.exitCode = failures === 0 ? 0 : 1;
}

// ---- issue 27 item 1: login-as grants a member's own portal only (decision 0460) ----------------------------------

const LOGIN_AS_MEMBERS = '/application/api/u/support/login-as/members';
const LOGIN_AS = '/application/api/u/support/login-as';
const LOGIN_AS_END = '/application/api/u/support/login-as/end';
const SESSION = '/application/api/u/user/session';
const ADMIN_MEMBERS = '/application/api/u/admin/members';
const SET_ADMIN = '/application/api/u/admin/members/set-admin';
const LOGIN_AS_ROLE_REFUSED = 'Staff and employer admin tasks are not available while you are signed in as a member.';

/** Signs a demo identity of the probed client in and returns its session cookie. */
async function sessionOf(login: string): Promise<string> {
  const token = await idToken(CLIENT, CLIENT, login);
  const claims = claimsOf(token);
  const reply = await json(PRE_CHECK, { email: claims.email, sso_id: claims.sub, token }, CLIENT);
  const cookie = /portal_session=[^;]+/.exec(String(reply.headers['set-cookie'] ?? ''))?.[0];
  if (reply.status !== 200 || !cookie) throw new Error(`sign-in of ${login} failed: ${reply.status} ${reply.text.slice(0, 200)}`);
  return cookie;
}

/**
 * Support staff sign in as the client's employer admin and try every call that needs a role: each answers 403 with
 * the login-as message, and the session says it is no admin's. An employer admin cannot make a staff account admin.
 */
async function probeLoginAs(): Promise<void> {
  const admin = await sessionOf(`admin@${CLIENT}.example`);
  const staffIds = new Map<string, number>();
  for (const staff of ['coach', 'clinician', 'support']) {
    const email = `${staff}@${CLIENT}.example`;
    const found = (await json(ADMIN_MEMBERS, { search: email }, CLIENT, { cookie: admin })).body?.members as { id: number; email: string }[] | undefined;
    const id = found?.find((member) => member.email === email)?.id;
    if (id !== undefined) staffIds.set(staff, id);
  }
  for (const [staff, id] of staffIds) {
    const reply = await json(SET_ADMIN, { member_id: id, employer_admin: true }, CLIENT, { cookie: admin });
    check(`an employer admin cannot make the ${staff} account an employer admin (4xx with a message)`, reply.status >= 400 && reply.status < 500 && typeof reply.body?.err === 'string', `${reply.status} ${reply.body?.err ?? ''}`);
    // the probe leaves nothing behind when the check failed
    if (reply.status === 200) await json(SET_ADMIN, { member_id: id, employer_admin: false }, CLIENT, { cookie: admin });
  }
  if (staffIds.size === 0) check('the staff accounts (coach, clinician, support) are listed to the employer admin', false, 'none found');

  const support = await sessionOf(`support@${CLIENT}.example`);
  const listed = (await json(LOGIN_AS_MEMBERS, { query: 'admin' }, CLIENT, { cookie: support })).body?.members as { user_id: number; email: string }[] | undefined;
  const target = listed?.find((member) => member.email === `admin@${CLIENT}.example`);
  if (!target) {
    check('support staff cannot sign in as the employer admin, or only as a member', true, 'the admin is not offered as a login-as target');
    return;
  }
  const started = await json(LOGIN_AS, { member_id: target.user_id }, CLIENT, { cookie: support });
  const acting = /portal_session=[^;]+/.exec(String(started.headers['set-cookie'] ?? ''))?.[0];
  if (started.status !== 200 || !acting) {
    check('support staff cannot sign in as the employer admin, or only as a member', started.status >= 400 && started.status < 500, `login-as answered ${started.status}`);
    return;
  }
  const session = await json(SESSION, {}, CLIENT, { cookie: acting });
  check('a login-as of the employer admin is no admin session (employer_admin false)', session.status === 200 && session.body?.user?.employer_admin === false, `${session.status} employer_admin ${String(session.body?.user?.employer_admin)}`);
  // the portal's own calls too (admin, support, the coach's and clinician's workspace), not only the spec's
  const roleCalls = allCalls.filter((candidate) => candidate.role !== undefined);
  check('the walk has role calls to try (employer admin, coach, clinician, support)', new Set(roleCalls.map((call) => call.role)).size === 4, `${roleCalls.length} calls`);
  for (const call of roleCalls) {
    const reply = await json(call.path, {}, CLIENT, { cookie: acting });
    check(`${call.path} (role ${call.role}) is refused in a login-as of the employer admin (403)`, reply.status === 403 && reply.body?.err === LOGIN_AS_ROLE_REFUSED, `${reply.status} ${reply.body?.err ?? ''}`);
  }
  const ended = await json(LOGIN_AS_END, {}, CLIENT, { cookie: acting });
  check('the login-as ends back as the support staff', ended.status === 200 && ended.body?.user?.email === `support@${CLIENT}.example`, String(ended.status));
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 27 item 5: a narrow content security policy (decision 0467).
// ---------------------------------------------------------------------------------------------------------------

function cspDirective(csp: string, name: string): string {
  return csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '(none)';
}

async function probeContentSecurityPolicy(): Promise<void> {
  const policyOf = async (pathname: string) => String((await send('GET', pathname, { host: host(CLIENT) })).headers['content-security-policy'] ?? '');
  const room = await policyOf('/booking-video-room/1/device-tests');
  check("CSP: the meeting room's page may compile WebAssembly (background effects)", cspDirective(room, 'script-src').includes("'wasm-unsafe-eval'"), cspDirective(room, 'script-src'));
  for (const [name, pathname] of [
    ['/login', '/login'],
    ['the home page', '/'],
    ['the checkout', '/payments/checkout/probe'],
    ['the coaching home', '/mental-health-coaching'],
  ] as const) {
    const csp = await policyOf(pathname);
    check(`CSP: ${name} allows no 'wasm-unsafe-eval'`, csp !== '' && !csp.includes('wasm-unsafe-eval'), cspDirective(csp, 'script-src'));
    const worker = cspDirective(csp, 'worker-src');
    check(`CSP: ${name} takes workers from its own files only (worker-src 'self', no blob:)`, worker === "worker-src 'self'", worker);
    check(`CSP: ${name} plays no data: media`, !cspDirective(csp, 'media-src').includes('data:'), cspDirective(csp, 'media-src'));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 27 item 3: alternative login limits that hold behind a load balancer (decision 0465).
// ---------------------------------------------------------------------------------------------------------------

const ALT_CLIENT = process.env.PROBE_ALT_CLIENT ?? 'harbour';
const ALTERNATIVE_LOGIN = alternativeLogin.path;

async function probeAlternativeLoginLimits(): Promise<void> {
  const identifier = (JSON.parse(readFileSync(new URL(`../clients/${ALT_CLIENT}/server.json`, import.meta.url), 'utf8')) as { alternativeLogin?: { clientIdentifier?: string } }).alternativeLogin?.clientIdentifier;
  if (!identifier) {
    console.log(`INFO  ${ALT_CLIENT} has no alternative login; set PROBE_ALT_CLIENT to a client with one`);
    return;
  }
  // addresses of this run, so a rerun within the window meets fresh keys where it can
  const run = randomBytes(2);
  const address = (i: number) => `198.${18 + (run[0]! % 2)}.${run[1]!}.${(i % 250) + 1}`;
  const attempt = (email: string, clientId: string, forwardedFor: string, cookie?: string) =>
    json(ALTERNATIVE_LOGIN, { email, client_id: clientId }, ALT_CLIENT, { 'x-forwarded-for': forwardedFor, ...(cookie ? { cookie } : {}) });
  const member = `member@${ALT_CLIENT}.example`;
  console.log('INFO  the alternative login checks mean most behind TRUST_PROXY=1 (or TRUSTED_PROXIES with 127.0.0.1); without it every attempt counts against the probe\'s own address');

  // the member signs in from their own browser first, which the server then remembers for them
  const first = await attempt(member, identifier, address(0));
  const device = ([] as string[]).concat(first.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).find((pair) => /^(__Host-)?portal_device=/.test(pair));
  check('alternative login: the right identifier signs the member in and remembers their browser', first.status === 200 && device !== undefined, `${first.status}${device ? ', device cookie set' : ', no device cookie'}`);

  // forged leftmost X-Forwarded-For, new email each time, one real (right-most) address: throttled after 5
  const forged: number[] = [];
  for (let i = 0; i < 12; i++) forged.push((await attempt(`probe-${run.toString('hex')}-${i}@forged.example`, `PROBE-WRONG-${i}`, `203.0.113.${i + 1}, ${address(1)}`)).status);
  const first429 = forged.indexOf(429);
  check('alternative login: 12 wrong guesses with a forged leftmost X-Forwarded-For and new emails are throttled (429 by the 6th)', first429 !== -1 && first429 <= 5 && forged.every((status) => status < 500), forged.join(' '));

  // wrong identifiers from many addresses and emails: the client's own limit
  const spray: number[] = [];
  for (let i = 0; i < 40 && !spray.includes(429); i++) spray.push((await attempt(`spray-${run.toString('hex')}-${i}@x.example`, `PROBE-SPRAY-${i}`, address(10 + i))).status);
  check('alternative login: wrong identifiers from ever new addresses and emails hit a per-client limit (429)', spray.includes(429) && spray.every((status) => status < 500), `${spray.length} attempts, last ${spray.at(-1)}`);
  const stranger = await attempt(`admin@${ALT_CLIENT}.example`, identifier, address(200));
  check('alternative login: while locked, the right identifier from a browser the server does not remember answers 429', stranger.status === 429, String(stranger.status));
  const remembered = device ? await attempt(member, identifier, address(201), device) : null;
  check("alternative login: the member's remembered browser still signs in, whatever others guessed", remembered?.status === 200, String(remembered?.status ?? 'no device cookie'));
}

main().catch((error: unknown) => {
  console.error(`FAIL  probe could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
