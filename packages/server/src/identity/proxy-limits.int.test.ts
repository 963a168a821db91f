import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { alternativeLogin } from '@portal/contract/calls';
import { withHarness, type Harness, type Reply } from '../../test/harness';
import { hashEmail } from '../audit/service';
import { DEVICE_COOKIE } from './trusted-devices';

/** Issue 27 item 3, decision 0465: limits that hold behind a load balancer, and members locked out by others. */

const WINDOW_MS = 15 * 60_000;

function altClient(h: Harness): { id: string; identifier: string } {
  const client = h.clients.find((c) => c.server.alternativeLogin && c.manifest.signIn.alternativeLogin)!;
  return { id: client.id, identifier: client.server.alternativeLogin!.clientIdentifier };
}

function attempt(h: Harness, client: string, body: { email: string; client_id: string }, headers: Record<string, string> = {}, cookie?: string): Promise<Reply> {
  return h.request(client, alternativeLogin.path, body, { headers, ...(cookie ? { cookie } : {}) });
}

/** The device cookie a reply set, as `name=value`. */
function deviceCookie(reply: Reply): string | undefined {
  const lines = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
  return lines.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${DEVICE_COOKIE}=`));
}

async function auditIps(h: Harness, email: string): Promise<string[]> {
  const rows = await h.db.execute(sql`select ip from audit_log where email_hash = ${hashEmail(email)} order by id`);
  return ((rows as unknown as { rows: { ip: string }[] }).rows ?? []).map((row) => row.ip);
}

withHarness(
  'alternative login behind one trusted proxy (TRUST_PROXY=1)',
  (h) => {
    it('keys the limit on the address the proxy appended, not the leftmost X-Forwarded-For the caller writes', async () => {
      const { id } = altClient(h());
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        // the caller forges a new leftmost address each time; our proxy appends the address it really saw
        const reply = await attempt(h(), id, { email: `guess${i}@forged.example`, client_id: `WRONG-${i}` }, { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.7` });
        statuses.push(reply.status);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429, 429, 429]);
      expect(await auditIps(h(), 'guess0@forged.example')).toEqual(['198.51.100.7']);
      h().clock.advance(WINDOW_MS + 1000);
    });

    it('counts wrong identifiers per client, from any address and email, and then refuses even the right one from an unknown browser', async () => {
      const { id, identifier } = altClient(h());
      // the member signs in once from their own browser, which is then remembered for them
      const first = await attempt(h(), id, { email: `member@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.50' });
      expect(first.status).toBe(200);
      const device = deviceCookie(first);
      expect(device).toBeDefined();
      expect(String(first.headers['set-cookie'])).toMatch(new RegExp(`${DEVICE_COOKIE}=[^;]+; Max-Age=7776000; Path=/; HttpOnly; SameSite=Lax`));

      const max = h().config.alternativeLogin.wrongIdentifiersPerClient;
      const statuses: number[] = [];
      for (let i = 0; i < max + 2; i++) {
        const reply = await attempt(h(), id, { email: `spray${i}@x.example`, client_id: `WRONG-${i}` }, { 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` });
        statuses.push(reply.status);
      }
      expect(statuses.join(' ')).toBe([...Array(max).fill(401), 429, 429].join(' '));
      expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
      expect(statuses.slice(max)).toEqual([429, 429]);

      // the right identifier from a fresh address and email, without the member's browser: locked like a guess
      const stranger = await attempt(h(), id, { email: `admin@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.99' });
      expect(stranger.status).toBe(429);
      // the member's remembered browser is not locked out by anybody else's guesses
      const member = await attempt(h(), id, { email: `member@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.50' }, device);
      expect(member.status).toBe(200);
      expect(member.body.user.email).toBe(`member@${id}.example`);
      // and its cookie is a new one each time (the old one is forgotten)
      const renewed = deviceCookie(member);
      expect(renewed).toBeDefined();
      expect(renewed).not.toBe(device);
      const reused = await attempt(h(), id, { email: `member@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.50' }, device);
      expect(reused.status).toBe(429);

      // a remembered browser is no way past the limits for another member's email
      const otherEmail = await attempt(h(), id, { email: `admin@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.51' }, renewed);
      expect(otherEmail.status).toBe(429);

      // after the window, the client's sign-in works again for everybody
      h().clock.advance(WINDOW_MS + 1000);
      const later = await attempt(h(), id, { email: `admin@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.99' });
      expect(later.status).toBe(200);
      h().clock.advance(WINDOW_MS + 1000);
    });

    it("a remembered browser's own wrong attempts are limited too, and never count against the client", async () => {
      const { id, identifier } = altClient(h());
      const first = await attempt(h(), id, { email: `member@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.60' });
      expect(first.status).toBe(200);
      const device = deviceCookie(first)!;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await attempt(h(), id, { email: `member@${id}.example`, client_id: `TYPO-${i}` }, { 'x-forwarded-for': `192.0.2.${70 + i}` }, device)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // the client's count did not move: a stranger with the right identifier still gets in
      const stranger = await attempt(h(), id, { email: `admin@${id}.example`, client_id: identifier }, { 'x-forwarded-for': '192.0.2.98' });
      expect(stranger.status).toBe(200);
      h().clock.advance(WINDOW_MS + 1000);
    });
  },
  { env: { TRUST_PROXY: '1' } },
);

withHarness(
  'alternative login behind a list of trusted proxies (TRUSTED_PROXIES)',
  (h) => {
    it('takes the right-most hop that is not a trusted proxy', async () => {
      const { id } = altClient(h());
      // the peer (127.0.0.1) and 10.1.2.3 are ours; 203.0.113.5 is who reached our outer proxy; the rest is forged
      await attempt(h(), id, { email: 'hops@x.example', client_id: 'WRONG' }, { 'x-forwarded-for': '1.1.1.1, 203.0.113.5, 10.1.2.3' });
      // a forged hop inside our own network is skipped like our proxies: the caller is still the first one not ours
      await attempt(h(), id, { email: 'hops@x.example', client_id: 'WRONG' }, { 'x-forwarded-for': '1.1.1.1, 10.9.9.9' });
      expect(await auditIps(h(), 'hops@x.example')).toEqual(['203.0.113.5', '1.1.1.1']);
    });
  },
  { env: { TRUSTED_PROXIES: '127.0.0.1, ::1, 10.0.0.0/8' } },
);
