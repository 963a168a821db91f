import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../core/types';
import type { AppEnv } from '../core/env';
import { plainPage } from '../web/pages';
import { newNonce, securityHeaders } from '../web/security-headers';
import { daysBetween, ProviderError, type ActivityDay, type FitnessAdapter, type TokenSet } from './adapter';
import { fitnessLocalGrants } from './schema';
import { purposeKey } from './token-box';

/** Where the local provider's pages live on every client's host (development only, like /oidc). */
export const LOCAL_PROVIDER_MOUNT = '/__fitness';
export const LOCAL_SCOPE = 'activity profile';
const CODE_TTL_MS = 10 * 60_000;
const ACCESS_TTL_MS = 60 * 60_000;

interface Signed {
  k: 'code' | 'access' | 'refresh';
  sub: string;
  scope: string;
  /** code: the redirect URI it was made for */
  ru?: string;
  /** the grant (code: the id the grant will get) */
  g: string;
  /** expiry, ms since the epoch; refresh tokens never expire */
  exp?: number;
}

function signer(secret: Buffer) {
  const key = purposeKey(secret, 'local-provider');
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    sign(payload: Signed): string {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    open(token: string, kind: Signed['k'], now: Date): Signed {
      const [body, signature] = token.split('.');
      if (!body || !signature) throw new ProviderError('invalid_token', 401, false);
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new ProviderError('invalid_token', 401, false);
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Signed;
      if (payload.k !== kind) throw new ProviderError('invalid_token', 401, false);
      if (payload.exp !== undefined && payload.exp < now.getTime()) throw new ProviderError(kind === 'code' ? 'invalid_grant' : 'expired_token', kind === 'code' ? 400 : 401, false);
      return payload;
    },
  };
}

/** 0 to 1 from a text, the same every time. */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * Realistic generated activity, the same for a subject and day every time: a personal baseline of 5,500 to
 * 10,500 steps, weekends a little lower or higher by person, each day ±35 %, a stride of 0.68 to 0.80 m, and the
 * distance reported in miles with two decimals as a US-set tracker would.
 */
export function generatedDay(subject: string, day: string): ActivityDay {
  const baseline = 5500 + unit(`${subject}:baseline`) * 5000;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.75 + unit(`${subject}:weekend`) * 0.55 : 1;
  const steps = Math.round(baseline * weekend * (0.65 + unit(`${subject}:${day}`) * 0.7));
  const stride = 0.68 + unit(`${subject}:stride`) * 0.12;
  const miles = Math.round(((steps * stride) / 1609.344) * 100) / 100;
  return { day, steps, distance: miles, unit: 'mi' };
}

/**
 * Our own fitness provider (decision 0570): a consent page mounted in development on the client's host, and
 * token, refresh, revoke and activity served in process through the adapter interface, so connecting and
 * syncing work with no network. Codes and tokens are HMAC-signed; a code makes one grant row when exchanged
 * (a second exchange fails) and revoking the grant stops every token of it.
 */
export class LocalFitnessProvider implements FitnessAdapter {
  readonly id = 'local' as const;
  readonly name = 'Portal Activity';
  private readonly tokens: ReturnType<typeof signer>;

  constructor(
    private readonly db: Db,
    secret: Buffer,
  ) {
    this.tokens = signer(secret);
  }

  authorizationUrl({ state, redirectUri, loginHint }: { state: string; redirectUri: string; loginHint: string }): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'portal', redirect_uri: redirectUri, scope: LOCAL_SCOPE, state, login_hint: loginHint });
    return `${new URL(redirectUri).origin}${LOCAL_PROVIDER_MOUNT}/authorize?${query.toString()}`;
  }

  /** The code the consent page hands back when the member allows access. */
  issueCode(subject: string, scope: string, redirectUri: string, now: Date): string {
    return this.tokens.sign({ k: 'code', sub: subject, scope, ru: redirectUri, g: randomBytes(12).toString('base64url'), exp: now.getTime() + CODE_TTL_MS });
  }

  private tokenSet(grant: Signed, now: Date, refresh: string | null): TokenSet {
    const access = this.tokens.sign({ k: 'access', sub: grant.sub, scope: grant.scope, g: grant.g, exp: now.getTime() + ACCESS_TTL_MS });
    return { accessToken: access, refreshToken: refresh, expiresAt: new Date(now.getTime() + ACCESS_TTL_MS), scope: grant.scope };
  }

  async exchangeCode({ code, redirectUri }: { code: string; redirectUri: string }, now: Date): Promise<TokenSet> {
    const grant = this.tokens.open(code, 'code', now);
    if (grant.ru !== redirectUri) throw new ProviderError('invalid_grant: redirect_uri', 400, false);
    const made = await this.db.insert(fitnessLocalGrants).values({ grantId: grant.g, subject: grant.sub, createdAt: now }).onConflictDoNothing().returning({ id: fitnessLocalGrants.grantId });
    if (made.length === 0) throw new ProviderError('invalid_grant: code used', 400, false);
    return this.tokenSet(grant, now, this.tokens.sign({ k: 'refresh', sub: grant.sub, scope: grant.scope, g: grant.g }));
  }

  private async live(grantId: string): Promise<void> {
    const [row] = await this.db.select({ revokedAt: fitnessLocalGrants.revokedAt }).from(fitnessLocalGrants).where(eq(fitnessLocalGrants.grantId, grantId)).limit(1);
    if (!row || row.revokedAt) throw new ProviderError('invalid_grant: revoked', 401, false);
  }

  async refresh(refreshToken: string, now: Date): Promise<TokenSet> {
    const grant = this.tokens.open(refreshToken, 'refresh', now);
    await this.live(grant.g);
    return this.tokenSet(grant, now, null);
  }

  async revoke(token: string): Promise<void> {
    const kind = token.length > 0 ? (['refresh', 'access'] as const) : [];
    for (const k of kind) {
      try {
        const grant = this.tokens.open(token, k, new Date(0));
        await this.db.update(fitnessLocalGrants).set({ revokedAt: new Date() }).where(eq(fitnessLocalGrants.grantId, grant.g));
        return;
      } catch {
        // not this kind; RFC 7009: an unknown token is not an error
      }
    }
  }

  /** Whether a grant was revoked (tests and the consent page's account view). */
  async revoked(grantOf: string): Promise<boolean> {
    const [row] = await this.db.select({ revokedAt: fitnessLocalGrants.revokedAt }).from(fitnessLocalGrants).where(eq(fitnessLocalGrants.grantId, grantOf)).limit(1);
    return !row || row.revokedAt !== null;
  }

  /** The grant id inside a token (tests). */
  grantOf(token: string): string {
    return (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Signed).g;
  }

  async dailyActivity(accessToken: string, from: string, to: string): Promise<ActivityDay[]> {
    const grant = this.tokens.open(accessToken, 'access', new Date());
    await this.live(grant.g);
    return daysBetween(from, to).map((day) => generatedDay(grant.sub, day));
  }

  grantsActivity(scope: string): boolean {
    return scope.split(/\s+/).includes('activity');
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The local provider's consent page on every client's host, outside production (app.ts mounts it like the
 * outbox). Allow sends the member back with a code and the granted scope, Deny with error=access_denied. The
 * return address must be on the same host, so the page sends nobody elsewhere.
 */
export function localProviderRouter(provider: () => LocalFitnessProvider | null, now: () => Date): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const sameHost = (c: { req: { url: string; header(name: string): string | undefined } }, redirectUri: string) => {
    try {
      const target = new URL(redirectUri);
      return target.host === c.req.header('host') && target.pathname.startsWith('/');
    } catch {
      return false;
    }
  };
  router.get(`${LOCAL_PROVIDER_MOUNT}/authorize`, (c) => {
    const query = new URL(c.req.url).searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    const nonce = newNonce();
    c.header('Content-Security-Policy', securityHeaders({ tls: c.get('tls'), nonce })['Content-Security-Policy']);
    if (!provider() || !sameHost(c, redirectUri) || !query.get('state') || !query.get('login_hint')) {
      return c.html(plainPage('Portal Activity', '<p>This connection request is not valid. Please start again from the portal.</p>', nonce), 400);
    }
    const client = c.get('client').manifest.name;
    const hidden = ['redirect_uri', 'state', 'login_hint', 'scope']
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
      .join('');
    const body =
      `<p><strong>${escapeHtml(client)}</strong> would like to read your daily steps and distance from Portal Activity, ` +
      `the portal's own development fitness provider. The activity it shares is generated, the same each day.</p>` +
      `<form method="post" action="${LOCAL_PROVIDER_MOUNT}/authorize">${hidden}` +
      `<p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button></p></form>`;
    return c.html(plainPage('Share your activity?', body, nonce));
  });
  router.post(`${LOCAL_PROVIDER_MOUNT}/authorize`, async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const redirectUri = field('redirect_uri');
    const local = provider();
    if (!local || !sameHost(c, redirectUri) || !field('state') || !field('login_hint')) return c.text('This connection request is not valid.', 400);
    const back = new URL(redirectUri);
    back.searchParams.set('state', field('state'));
    if (field('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return c.redirect(back.toString(), 303);
    }
    const scope = field('scope') || LOCAL_SCOPE;
    back.searchParams.set('code', local.issueCode(field('login_hint'), scope, redirectUri, now()));
    back.searchParams.set('scope', scope);
    return c.redirect(back.toString(), 303);
  });
  return router;
}
