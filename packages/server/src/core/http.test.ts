import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { adoptForwardedHost, callHeadersOf, type CallHeaders } from './http';

/** One request through @hono/node-server: the one-pass headers and what c.req.header answers for each. */
async function both(rawHeaders: [string, string][]): Promise<{ onePass: CallHeaders; hono: Record<string, string | undefined> }> {
  const app = new Hono();
  let seen: { onePass: CallHeaders; hono: Record<string, string | undefined> } | null = null;
  app.post('*', (c) => {
    const names = ['host', 'content-type', 'content-length', 'transfer-encoding', 'origin', 'sec-fetch-site', 'cookie', 'x-request-id', 'accept-encoding'];
    seen = { onePass: callHeadersOf(c), hono: Object.fromEntries(names.map((name) => [name, c.req.header(name)])) };
    return c.text('ok');
  });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', method: 'POST', path: '/application/x', headers: rawHeaders.flat() as unknown as Record<string, string> }, (res: IncomingMessage) => {
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end('{}');
    });
  } finally {
    server.close();
  }
  return seen!;
}

describe('callHeadersOf', () => {
  it("answers what c.req.header does on @hono/node-server, duplicates and odd cases included", async () => {
    const { onePass, hono } = await both([
      ['Host', 'brightpath.localhost:3000'],
      ['Content-Type', 'application/json'],
      ['content-type', 'text/plain'],
      ['Content-Length', '2'],
      ['ORIGIN', ' http://brightpath.localhost:3000 '],
      ['Sec-Fetch-Site', 'same-origin'],
      ['Cookie', 'a=1'],
      ['cookie', 'portal_session=abc'],
      ['X-Request-Id', 'req-1'],
      ['Accept-Encoding', 'gzip, deflate'],
      ['accept-encoding', 'br'],
      ['X-Other', 'ignored'],
    ]);
    expect(onePass).toEqual({
      host: hono.host,
      contentType: hono['content-type'],
      contentLength: hono['content-length'],
      transferEncoding: hono['transfer-encoding'],
      origin: hono.origin,
      secFetchSite: hono['sec-fetch-site'],
      cookie: hono.cookie,
      requestId: hono['x-request-id'],
      acceptEncoding: hono['accept-encoding'],
    });
    // a repeated Content-Type is joined (and then refused as not JSON), not cut to its first value
    expect(onePass.contentType).toBe('application/json, text/plain');
    expect(onePass.cookie).toBe('a=1; portal_session=abc');
    expect(onePass.origin).toBe('http://brightpath.localhost:3000');
    expect(onePass.transferEncoding).toBeUndefined();
    expect(onePass.acceptEncoding).toBe('gzip, deflate, br');
  });

  it('reads through c.req.header when the request did not come from Node (app.request)', async () => {
    const app = new Hono();
    app.post('*', (c) => c.json(callHeadersOf(c)));
    const reply = await app.request('/application/x', { method: 'POST', headers: { 'content-type': 'application/json', cookie: 'portal_session=abc', origin: 'http://a.example' }, body: '{}' });
    expect(await reply.json()).toMatchObject({ contentType: 'application/json', cookie: 'portal_session=abc', origin: 'http://a.example' });
  });
});

describe('adoptForwardedHost', () => {
  const request = (...raw: string[]) => ({ rawHeaders: raw, headers: Object.fromEntries(Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i]!.toLowerCase(), raw[2 * i + 1]!])) as Record<string, string | undefined> });

  it("writes a proxy's X-Forwarded-Host over the Host it sent, where the tenancy reads it", () => {
    const req = request('Host', 'api.example.com', 'X-Forwarded-Host', 'harbour.example.com, cdn.internal', 'Cookie', 'a=1');
    adoptForwardedHost(req);
    expect(req.rawHeaders).toEqual(['Host', 'harbour.example.com', 'X-Forwarded-Host', 'harbour.example.com, cdn.internal', 'Cookie', 'a=1']);
    expect(req.headers.host).toBe('harbour.example.com');
  });

  it('leaves the Host as it is without the header, or with one that is no host name', () => {
    for (const forwarded of [undefined, 'evil.example.com/path', 'a b', '']) {
      const req = forwarded === undefined ? request('Host', 'harbour.localhost:3000') : request('Host', 'harbour.localhost:3000', 'X-Forwarded-Host', forwarded);
      adoptForwardedHost(req);
      expect(req.rawHeaders[1]).toBe('harbour.localhost:3000');
      expect(req.headers.host).toBe('harbour.localhost:3000');
    }
  });
});
