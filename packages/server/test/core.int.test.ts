import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { calls, ssoPreCheck } from '@portal/contract/calls';
import { getAppointments } from '@portal/contract/calls/bookings';
import { getUnreadNotifications } from '@portal/contract/calls/notifications';
import { JSON_ONLY_MESSAGE } from '../src/calls/guards';
import { UPLOAD_PATH, isCallPermitted } from '../src/calls/router';
import { bookings } from '../src/bookings/schema';
import { withHarness } from './harness';
import { memberId } from './members';
import { CALL_CONTENT_SECURITY_POLICY } from '../src/web/security-headers';

// A stand-in for app/dist, so the page tests do not depend on the app build.
const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log("app")');
// only files of the build's manifest are served (decision 0060)
mkdirSync(path.join(dist, '.vite'));
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/index-AbCdEf12.js', isEntry: true, src: 'index.html' } }));
const TEMPLATE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--portal:head--><script type="module" src="/assets/index-AbCdEf12.js"></script></head><body><div id="root"></div></body></html>';
afterAll(() => rmSync(dist, { recursive: true, force: true }));

withHarness('core: calls, tenancy, pages and headers', (h) => {
  const first = () => h().clients[0]!.id;

  it('mounts every contract call: JSON, never 404, 501 for calls without a handler', async () => {
    const cookie = await h().signIn(first(), `member@${first()}.example`);
    for (const call of calls) {
      // the upload call takes a multipart form only
      const upload = call.path === UPLOAD_PATH ? { raw: { body: '--b--\r\n', contentType: 'multipart/form-data; boundary=b' } } : {};
      const reply = await h().request(first(), call.path, {}, { cookie, ...upload });
      expect(reply.status, call.path).not.toBe(404);
      expect(reply.status, call.path).toBeLessThan(500 + (reply.status === 501 ? 1 : 0));
      expect(reply.headers['content-type'], call.path).toMatch(/application\/json/);
      expect(reply.body, call.path).toBeTypeOf('object');
      if (reply.status === 501) expect(reply.body.err).toContain(call.path);
    }
  });

  it('answers 404 JSON for an unknown API path and for GET on a call', async () => {
    const unknown = await h().request(first(), '/application/api/u/no-such-call', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    const get = await h().get(first(), calls[0]!.path);
    expect(get.status).toBe(404);
  });

  it('answers 400 for malformed JSON and for a body that is not an object, never 5xx', async () => {
    for (const raw of ['{"email":', '[1,2]', '"text"', 'null']) {
      const reply = await h().request(first(), ssoPreCheck.path, undefined, { raw: { body: raw, contentType: 'application/json' } });
      expect(reply.status, raw).toBe(400);
      expect(reply.body.success).toBe(false);
      expect(reply.body.err).toBeTruthy();
    }
  });

  it('answers 400 for a NUL character, which PostgreSQL text cannot store', async () => {
    const reply = await h().refused(ssoPreCheck, { email: 'a\u0000@b.example', sso_id: 'x', token: 'y' }, { client: first() });
    expect(reply.status).toBe(400);
  });

  it('reads a body however it arrives: with its headers, after them in pieces, chunked, or with a byte order mark', async () => {
    const body = JSON.stringify({ email: 'not-an-email', sso_id: 'x', token: 'y' });
    const expected = await h().request(first(), ssoPreCheck.path, undefined, { raw: { body, contentType: 'application/json' } });
    expect(expected.status).toBe(400);
    expect(expected.body.issues).toEqual([expect.objectContaining({ path: 'email' })]);
    const sameReply = (reply: { status: number; body: unknown }, how: string) => {
      expect(reply.status, how).toBe(expected.status);
      expect({ ...(reply.body as object), requestId: undefined }, how).toEqual({ ...(expected.body as object), requestId: undefined });
    };

    // a byte order mark before the JSON is dropped, as a WHATWG text decoder drops it
    sameReply(await h().request(first(), ssoPreCheck.path, undefined, { raw: { body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body)]), contentType: 'application/json' } }), 'BOM');

    // raw HTTP over one socket: the request's parts written with pauses between them
    const exchange = (parts: readonly string[]) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = connect(h().port, '127.0.0.1');
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('error', reject);
        socket.on('end', () => {
          const [head, ...rest] = received.split('\r\n\r\n');
          resolve({ status: Number(head!.split(' ')[1]), body: JSON.parse(rest.join('\r\n\r\n')) });
        });
        socket.on('connect', async () => {
          for (const part of parts) {
            socket.write(part);
            await new Promise((done) => setTimeout(done, 30));
          }
        });
      });
    const head = (framing: string) => `POST ${ssoPreCheck.path} HTTP/1.1\r\nHost: ${h().host(first())}\r\nContent-Type: application/json\r\nConnection: close\r\n${framing}\r\n`;
    const middle = Math.floor(body.length / 2);
    sameReply(await exchange([head(`Content-Length: ${body.length}\r\n`), body.slice(0, middle), body.slice(middle)]), 'in pieces after the headers');
    const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
    sameReply(await exchange([head('Transfer-Encoding: chunked\r\n') + chunk(body.slice(0, middle)), `${chunk(body.slice(middle))}0\r\n\r\n`]), 'chunked');
  });

  it('answers 413 for a body over the limit', async () => {
    const big = JSON.stringify({ email: 'a@b.example', filler: 'x'.repeat(h().config.limits.body + 10) });
    const reply = await h().request(first(), ssoPreCheck.path, undefined, { raw: { body: big, contentType: 'application/json' } });
    expect(reply.status).toBe(413);
    expect(reply.body.success).toBe(false);
  });

  it('refuses form-encoded bodies with 415: calls take JSON only (decision 0030)', async () => {
    const reply = await h().request(first(), '/application/api/u/user/axa-sso-web-pre-check', { email: 'not-an-email', sso_id: 'x', token: 'y' }, { form: true });
    expect(reply.status).toBe(415);
    expect(reply.body.err).toBe(JSON_ONLY_MESSAGE);
  });

  it("refuses a call whose routes the client does not permit, naming the route", async () => {
    const pair = h().clients.flatMap((client) => calls.filter((call) => !isCallPermitted(call, client.manifest.permittedRoutes)).map((call) => ({ client, call })))[0];
    expect(pair, 'some demo client permits fewer routes than the calls serve').toBeDefined();
    const cookie = pair!.call.auth === 'session' ? await h().signIn(pair!.client.id, `member@${pair!.client.id}.example`) : undefined;
    const reply = await h().request(pair!.client.id, pair!.call.path, {}, cookie ? { cookie } : {});
    expect(reply.status).toBe(403);
    expect(reply.body.err).toContain(pair!.call.routes[0]);
  });

  it("answers 'Unknown client' for an unknown sub-domain; a bare localhost is the default client", async () => {
    const api = await h().request(first(), calls[0]!.path, {}, { host: `nobody.localhost:${h().port}` });
    expect(api.status).toBe(404);
    expect(api.body.err).toBe('Unknown client');
    const page = await h().get(first(), '/', { host: `nobody.localhost:${h().port}` });
    expect(page.status).toBe(404);
    expect(page.text).toContain('Unknown client');
    const bare = await h().request(first(), ssoPreCheck.path, {}, { host: `localhost:${h().port}` });
    expect(bare.status).toBe(400);
  });

  it('sets the security headers on calls and pages; HSTS only behind TLS', async () => {
    const cookie = await h().signIn(first(), `member@${first()}.example`);
    const identity = { sub: `${first()}-member`, email: `member@${first()}.example` };
    const signIn = await h().request(first(), ssoPreCheck.path, { email: identity.email, sso_id: identity.sub, token: await h().idToken(first(), identity) });
    const replies = [
      await h().request(first(), calls[0]!.path, {}),
      await h().get(first(), '/'),
      await h().request(first(), '/application/api/u/no-such-call', {}),
      await h().get(first(), '/', { host: `nobody.localhost:${h().port}` }),
      await h().get(first(), '/assets/missing-AbCdEf12.js'),
      // a signed-in call's reply (written with its headers at once, core/reply.ts) and a reply that sets a cookie
      await h().request(first(), getUnreadNotifications.path, {}, { cookie }),
      signIn,
      await h().request(first(), '/application/api/u/%ZZ', {}),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 503, 404, 404, 404, 200, 200, 400]);
    expect(signIn.cookie).toBeTruthy();
    for (const reply of replies.slice(5)) expect(reply.headers['content-type']).toBe('application/json');
    for (const [index, reply] of replies.entries()) {
      expect(reply.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
      const csp = String(reply.headers['content-security-policy']);
      if ([1, 3, 4].includes(index)) {
        for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "img-src 'self' data: blob:"]) {
          expect(csp).toContain(directive);
        }
      } else {
        // a call's reply is data, never a document: it may load nothing and be framed nowhere
        expect(csp).toBe(CALL_CONTENT_SECURITY_POLICY);
      }
      expect(csp).not.toContain('unsafe-inline');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
    // without TRUST_PROXY anybody could send the header: it must not switch HSTS on (call-core.int.test.ts has the trusted case)
    const spoofed = await h().get(first(), '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends a shared reply compressed to a caller that accepts it, the same JSON in fewer bytes; small replies as they are', async () => {
    const cookie = await h().signIn(first(), `member@${first()}.example`);
    // enough bookings for a reply of several kB, as a member with a dozen sessions has
    const userId = await memberId(h().db, first(), `member@${first()}.example`);
    const start = Date.parse('2031-01-05T09:00:00Z');
    await h()
      .db.insert(bookings)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          clientId: first(),
          userId,
          store: 'appointment' as const,
          appointmentType: 'Video',
          startAt: new Date(start + i * 86_400_000),
          endAt: new Date(start + i * 86_400_000 + 3_600_000),
          clinicianName: `Dr Clinician ${i}`,
          clinicianId: `clinician-${i}`,
        })),
      );
    const plain = await h().request(first(), getAppointments.path, {}, { cookie });
    expect(plain.status).toBe(200);
    expect(plain.received).toBeGreaterThan(2048);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
    ] as const) {
      // twice: the second sends the compression made once and kept with the reply's bytes
      for (let i = 0; i < 2; i += 1) {
        const compressed = await h().request(
          first(),
          getAppointments.path,
          {},
          { cookie, headers: { 'accept-encoding': accepted } },
        );
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toBe('Accept-Encoding');
        expect(compressed.text).toBe(plain.text);
        expect(compressed.received).toBeLessThan(plain.received / 3);
        expect(compressed.headers['content-security-policy']).toBe(CALL_CONTENT_SECURITY_POLICY);
      }
    }
    const identity = await h().request(
      first(),
      getAppointments.path,
      {},
      { cookie, headers: { 'accept-encoding': 'identity' } },
    );
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(plain.text);
    // a reply made per call, and a small one, go as they are
    const small = await h().request(
      first(),
      getUnreadNotifications.path,
      {},
      { cookie, headers: { 'accept-encoding': 'br' } },
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });

  it('answers 503 with build instructions while app/dist is missing', async () => {
    const reply = await h().get(first(), '/');
    expect(reply.status).toBe(503);
    expect(reply.text).toContain('npm run build');
  });

  it("inlines each client's theme and public manifest into index.html with a fresh nonce", async () => {
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const nonces = new Set<string>();
    for (const client of h().clients) {
      const reply = await h().get(client.id, '/some/deep/route');
      expect(reply.status, client.id).toBe(200);
      expect(reply.text).toContain(`data-client="${client.id}"`);
      expect(reply.text).toContain(`data-skin="${client.manifest.skin}"`);
      const manifest = JSON.parse(/<script id="portal-manifest" type="application\/json">(.*?)<\/script>/s.exec(reply.text)![1]!);
      expect(manifest.id).toBe(client.id);
      expect(manifest.permittedRoutes).toEqual(client.manifest.permittedRoutes);
      const nonce = /<style id="portal-theme" nonce="([^"]+)">/.exec(reply.text)![1]!;
      expect(String(reply.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
      expect(reply.text).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      nonces.add(nonce);
      for (const secret of [...client.server.accessCodes, client.server.oidc.clientSecret, client.server.alternativeLogin?.clientIdentifier].filter(Boolean)) {
        expect(reply.text).not.toContain(secret);
      }
    }
    expect(nonces.size).toBe(h().clients.length);
    const asset = await h().get(first(), '/assets/index-AbCdEf12.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await h().get(first(), '/assets/missing-AbCdEf12.js')).status).toBe(404);
  });

  it('serves client logos, never manifest.json or server.json', async () => {
    const client = h().clients[0]!;
    const logo = await h().get(client.id, `/client-assets/${client.id}/${client.manifest.logos.light}`);
    expect(logo.status).toBe(200);
    for (const file of ['server.json', 'manifest.json', '..%2Fserver.json']) {
      expect((await h().get(client.id, `/client-assets/${client.id}/${file}`)).status).toBe(404);
    }
  });

  it('serves every skin stylesheet for the theme selector, and nothing else under /theme-skins', async () => {
    const skin = await h().get(first(), '/theme-skins/13.css');
    expect(skin.status).toBe(200);
    expect(skin.headers['content-type']).toContain('text/css');
    expect(skin.text).toContain('[data-skin="13"]');
    for (const file of ['33.css', 'index.json', '..%2F..%2Fclients%2Fharbour.css', '1.js']) {
      expect((await h().get(first(), `/theme-skins/${file}`)).status).toBe(404);
    }
  });

  it('answers /healthz', async () => {
    expect((await h().get(first(), '/healthz')).status).toBe(200);
  });
}, { env: { APP_DIST_DIR: dist } });
