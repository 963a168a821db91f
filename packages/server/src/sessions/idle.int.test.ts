import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { alternativeLogin, getSession } from '@portal/contract/calls';
import { withHarness, type Harness } from '../../test/harness';
import { hashSessionId } from './service';

/** Issue 27 item 4, decision 0466: the server's own idle rule, and the `__Host-` cookie over TLS. */

const MINUTE = 60_000;

async function lastSeen(h: Harness, cookie: string): Promise<number | null> {
  const rows = await h.db.execute(sql`select last_seen_at from sessions where id_hash = ${hashSessionId(cookie.slice(cookie.indexOf('=') + 1))}`);
  const row = (rows as unknown as { rows: { last_seen_at: Date | string }[] }).rows[0];
  return row ? new Date(row.last_seen_at).getTime() : null;
}

withHarness('sessions end when their member is idle', (h) => {
  const client = () => h().clients[0]!.id;
  const ask = (cookie: string, idleSeconds?: number) =>
    h().request(client(), getSession.path, {}, { cookie, ...(idleSeconds === undefined ? {} : { headers: { 'x-portal-idle': String(idleSeconds) } }) });

  it('a copied token with no activity stops working 17 to 18 minutes after the last, with no browser involved', async () => {
    const id = client();
    const cookie = await h().signIn(id, `member@${id}.example`);
    h().clock.advance(17 * MINUTE);
    // still within the rule (the prompt's 15 + 2 minutes): an answer to the prompt would still find it
    expect((await ask(cookie, 17 * 60)).status).toBe(200);
    h().clock.advance(MINUTE + 1000);
    const refused = await ask(cookie);
    expect(refused.status).toBe(401);
    expect(refused.body.err).toContain('3994');
    // gone from the table, not only refused
    expect(await lastSeen(h(), cookie)).toBeNull();
    h().clock.reset();
  });

  it("the app's polls while its member is idle (X-Portal-Idle) do not keep the session alive", async () => {
    const id = client();
    const cookie = await h().signIn(id, `member@${id}.example`);
    for (let minute = 1; minute <= 17; minute += 1) {
      h().clock.advance(MINUTE);
      expect((await ask(cookie, minute * 60)).status).toBe(200);
    }
    h().clock.advance(MINUTE + 1000);
    expect((await ask(cookie, 18 * 60 + 1)).status).toBe(401);
    h().clock.reset();
  });

  it('activity keeps it alive: calls without the header, and polls that report a recent input', async () => {
    const id = client();
    const cookie = await h().signIn(id, `member@${id}.example`);
    for (let step = 0; step < 4; step += 1) {
      h().clock.advance(10 * MINUTE);
      expect((await ask(cookie)).status).toBe(200);
    }
    for (let step = 0; step < 4; step += 1) {
      h().clock.advance(10 * MINUTE);
      // the member moved the mouse 30 seconds ago; the poll says so
      expect((await ask(cookie, 30)).status).toBe(200);
    }
    h().clock.reset();
  });

  it('writes the last activity at most once a minute per session, never back in time', async () => {
    const id = client();
    const cookie = await h().signIn(id, `member@${id}.example`);
    const signedIn = (await lastSeen(h(), cookie))!;
    expect(Math.abs(signedIn - h().clock.now().getTime())).toBeLessThan(2000);
    h().clock.advance(30_000);
    for (let i = 0; i < 5; i += 1) expect((await ask(cookie)).status).toBe(200);
    expect(await lastSeen(h(), cookie)).toBe(signedIn);
    h().clock.advance(31_000);
    expect((await ask(cookie)).status).toBe(200);
    const written = (await lastSeen(h(), cookie))!;
    expect(written).toBeGreaterThanOrEqual(signedIn + 61_000);
    // a poll reporting 10 minutes idle moves nothing
    h().clock.advance(2 * MINUTE);
    expect((await ask(cookie, 600)).status).toBe(200);
    expect(await lastSeen(h(), cookie)).toBe(written);
    // a poll reporting input 20 seconds ago writes that moment, not the poll's
    expect((await ask(cookie, 20)).status).toBe(200);
    const input = (await lastSeen(h(), cookie))! - (h().clock.now().getTime() - 20_000);
    expect(Math.abs(input)).toBeLessThan(1000);
    h().clock.reset();
  });
});

withHarness(
  'the session cookie over TLS',
  (h) => {
    const harbour = () => h().clients.find((c) => c.server.alternativeLogin && c.manifest.signIn.alternativeLogin)!;
    const signIn = (headers: Record<string, string>) =>
      h().request(harbour().id, alternativeLogin.path, { email: `member@${harbour().id}.example`, client_id: harbour().server.alternativeLogin!.clientIdentifier }, { headers });

    it('is __Host-portal_session (Secure, Path=/, no Domain) over TLS, and the plain name is not taken there', async () => {
      const tls = await signIn({ 'x-forwarded-proto': 'https' });
      expect(tls.status).toBe(200);
      const lines = ([] as string[]).concat(tls.headers['set-cookie'] ?? []);
      const session = lines.find((line) => line.startsWith('__Host-portal_session='))!;
      expect(session).toMatch(/^__Host-portal_session=[^;]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      expect(session).not.toMatch(/Domain=/i);
      expect(lines.some((line) => line.startsWith('portal_session='))).toBe(false);
      const pair = session.split(';')[0]!;
      const token = pair.slice(pair.indexOf('=') + 1);

      const asTls = (cookie: string) => h().request(harbour().id, getSession.path, {}, { cookie, headers: { 'x-forwarded-proto': 'https' } });
      expect((await asTls(pair)).status).toBe(200);
      // a plain-named cookie (which a sibling subdomain could have set) is not a session over TLS
      expect((await asTls(`portal_session=${token}`)).status).toBe(401);
    });

    it('stays portal_session over plain HTTP, so development works', async () => {
      const plain = await signIn({});
      expect(plain.status).toBe(200);
      expect(plain.cookie).toMatch(/^portal_session=/);
      expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure|__Host-/);
      expect((await h().request(harbour().id, getSession.path, {}, { cookie: plain.cookie! })).status).toBe(200);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);
