import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/identity/demo-identities';
import { withHarness, type Reply } from './harness';

withHarness('development identity provider: authorization code + PKCE in the browser flow', (h) => {
  it('signs a demo member in on the tenant origin and the pre-check accepts its ID token', async () => {
    const client = h().clients[0]!;
    const bare = `localhost:${h().port}`;
    const origin = `http://${client.manifest.subdomains[0]}.localhost:${h().port}`;
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
    const get = async (url: string) => keep(await h().get(client.id, url.replace(/^https?:\/\/[^/]+/, ''), { host: bare, cookie: cookie() }));

    const discovery = await get('/oidc/.well-known/openid-configuration');
    expect(discovery.body.issuer).toBe(h().config.oidc.issuer);
    expect(discovery.body.code_challenge_methods_supported).toContain('S256');

    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const query = new URLSearchParams({
      client_id: client.id, redirect_uri: `${origin}/sso-redirect`, response_type: 'code', scope: 'openid email profile',
      code_challenge: challenge, code_challenge_method: 'S256', state: 'st4te', nonce: 'n0nce',
    });
    const start = await get(`/oidc/auth?${query}`);
    expect(start.status).toBe(303);
    const interaction = String(start.headers.location);
    expect(interaction).toMatch(/^\/oidc\/interaction\//);

    const page = await get(interaction);
    expect(page.status).toBe(200);
    const nonce = /<style nonce="([^"]+)">/.exec(page.text)![1]!;
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(page.text).toContain(`data-client="${client.id}"`);

    const wrong = keep(await h().request(client.id, `${interaction}/login`, { login: `member@${client.id}.example`, password: 'nope' }, { form: true, host: bare, cookie: cookie() }));
    expect(wrong.status).toBe(401);
    const login = keep(await h().request(client.id, `${interaction}/login`, { login: `member@${client.id}.example`, password: DEMO_PASSWORD }, { form: true, host: bare, cookie: cookie() }));
    expect(login.status).toBe(303);
    let next = String(login.headers.location);
    let redirect: string | null = null;
    for (let hop = 0; hop < 5 && !redirect; hop++) {
      const reply = await get(next);
      expect([302, 303]).toContain(reply.status);
      next = String(reply.headers.location);
      if (next.startsWith(origin)) redirect = next;
    }
    const returned = new URL(redirect!);
    expect(returned.pathname).toBe('/sso-redirect');
    expect(returned.searchParams.get('state')).toBe('st4te');

    const token = await h().request(client.id, '/oidc/token', undefined, {
      host: bare,
      headers: { origin },
      raw: { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ grant_type: 'authorization_code', code: returned.searchParams.get('code')!, redirect_uri: `${origin}/sso-redirect`, client_id: client.id, code_verifier: verifier }).toString() },
    });
    expect(token.status).toBe(200);
    expect(token.headers['access-control-allow-origin']).toBe(origin);
    const idToken = token.body.id_token as string;
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: `${client.id}-member`, email: `member@${client.id}.example`, aud: client.id });

    const pre = await h().request(client.id, '/application/api/u/user/axa-sso-web-pre-check', { email: claims.email, sso_id: claims.sub, token: idToken });
    expect(pre.status).toBe(200);
    expect(pre.body.user_exist).toBe(true);
  });
});
