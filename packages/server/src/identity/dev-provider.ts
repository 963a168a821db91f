import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { escapeHtml, providerPageHeaders, providerPageHtml, readForm, sendProviderPage } from './provider-page';
import { providerCopy, providerLanguage } from './provider-copy';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, type JSONWebKeySet } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { clientOrigins, type Client } from '../tenancy/public';
import { newNonce } from '../web/security-headers';
import { runtimeBrand } from '../tenancy/public';
import { clientPageBrand } from '../web/pages';
import { FileCache } from '../web/file-cache';
import { DEMO_PASSWORD, demoIdentities, type DemoIdentity } from './demo-identities';
import type { Db } from '../core/types';
import { pathTo } from '@portal/manifest/routes';
import { audit } from '../audit/public';
import { consumeEmailVerification, VERIFY_EMAIL_PROVIDER_PATH } from './email-verification';
import { findUserBySubject } from './repository';

export const DEV_PROVIDER_MOUNT = '/oidc';

/** The logout page's one script: it confirms the logout the portal asked for, so the member is asked nothing. */
export const AUTO_SUBMIT_PATH = `${DEV_PROVIDER_MOUNT}/assets/auto-submit.js`;
const AUTO_SUBMIT_SCRIPT = "document.addEventListener('DOMContentLoaded',function(){var f=document.querySelector('form[data-auto-submit]');if(f)f.submit();});\n";

export interface DevKeys {
  readonly privateJwk: JWK & { kid: string };
  readonly publicJwks: JSONWebKeySet;
  readonly cookieKeys: string[];
}

/** Signing keys of the development provider, kept in DATA_DIR so tokens survive a restart; in memory without a directory. */
export async function loadDevKeys(dataDir: string | null): Promise<DevKeys> {
  const file = dataDir ? path.join(dataDir, 'dev-idp-keys.json') : null;
  if (file && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DevKeys;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const keys: DevKeys = { privateJwk, publicJwks: { keys: [publicJwk] }, cookieKeys: [randomBytes(32).toString('base64url')] };
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return keys;
}

export interface DevProvider {
  readonly issuer: string;
  readonly identities: readonly DemoIdentity[];
  /** answers a request under /oidc; the caller routes only those here */
  handle(req: IncomingMessage, res: ServerResponse): void;
}


/**
 * The development identity provider (decision 0004): one issuer on the bare host, one public PKCE client per
 * tenant (client_id = the client's id) whose redirect URIs are that tenant's origins.
 */
/**
 * What the provider needs of password accounts: the password domain's functions, which server.ts passes in, so
 * identity (below password) does not import it.
 */
export interface PasswordAccounts {
  seedDemoCredentials(db: Db, identities: readonly DemoIdentity[]): Promise<void>;
  createAccountPages(options: {
    readonly db: Db;
    readonly clients: readonly Client[];
    readonly originsOf: ReadonlyMap<string, readonly string[]>;
    readonly themeDir: string;
  }): (req: IncomingMessage, res: ServerResponse, flow: string, query: URLSearchParams) => Promise<void>;
  identityEmail(db: Db, subject: string): Promise<string | null>;
  verifyIdentityPassword(db: Db, login: string, password: string): Promise<{ subject: string; clientId: string; email: string } | null>;
}

export function createDevProvider(options: {
  readonly issuer: string;
  readonly publicOrigin: string;
  readonly clients: readonly Client[];
  readonly keys: DevKeys;
  readonly themeDir: string;
  readonly trustProxy: boolean;
  /** the portal database: identity passwords live in it (packages/server/src/password) */
  readonly db: Db;
  readonly passwords: PasswordAccounts;
}): DevProvider {
  const { clients, issuer } = options;
  const { createAccountPages, identityEmail, seedDemoCredentials, verifyIdentityPassword } = options.passwords;
  const identities = demoIdentities(clients.map((client) => client.id));
  const originsOf = new Map(clients.map((client) => [client.id, clientOrigins(client, options.publicOrigin)]));
  const cssCache = new FileCache();
  // the brand an employer published, read per page as the app's page load does (decision 0320)
  const brand = runtimeBrand(options.db);
  void seedDemoCredentials(options.db, identities);
  const accountPages = createAccountPages({ db: options.db, clients, originsOf, themeDir: options.themeDir });
  const clientOf = (clientId: unknown) => (typeof clientId === 'string' ? clients.find((candidate) => candidate.id === clientId) : undefined);

  /** Answers an oidc-provider step with a provider page in the client's skin and language. */
  const renderPage = async (
    ctx: KoaContextWithOIDC,
    status: number,
    client: Client | undefined,
    title: string,
    body: string,
    language: string,
    scripts: readonly string[] = [],
  ) => {
    const nonce = newNonce();
    const { css, logo } = client ? await clientPageBrand(cssCache, options.themeDir, client, brand) : { css: '', logo: null };
    for (const [name, value] of Object.entries(providerPageHeaders(nonce, client ? (originsOf.get(client.id) ?? []) : []))) ctx.set(name, value);
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = providerPageHtml({ client, css, logo, title, body, nonce, language, scripts });
  };

  const configuration: Configuration = {
    clients: clients.map((client) => {
      const origins = originsOf.get(client.id) ?? [];
      return {
        client_id: client.id,
        client_name: client.manifest.name,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/sso-redirect`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/login`),
      };
    }),
    jwks: { keys: [options.keys.privateJwk as never] },
    cookies: { keys: options.keys.cookieKeys },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // The portal reads the email from the ID token it sends to the pre-check.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Logout ends the provider's session in the same step as the portal's (decision 0050): the portal asked for
      // it (its ID token hint, or its client id after a 3994), so the page confirms itself and returns to /login.
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const client = clientOf(ctx.oidc.client?.clientId);
          const language = providerLanguage(client, ctx.oidc.params?.ui_locales);
          const copy = providerCopy(language);
          // only a request naming a portal client confirms itself; a bare end-session link gets a button
          const confirmed = form
            .replace('<form ', client ? '<form data-auto-submit ' : '<form ')
            .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
          const button = `<button type="submit" form="op.logoutForm">${escapeHtml(copy.continue)}</button>`;
          const body =
            `<h1>${escapeHtml(copy.signingOutTitle)}</h1><p role="status">${escapeHtml(copy.signingOut)}</p>${confirmed}` +
            (client ? `<noscript>${button}</noscript>` : button);
          await renderPage(ctx, 200, client, copy.signingOutTitle, body, language, client ? [AUTO_SUBMIT_PATH] : []);
        },
        postLogoutSuccessSource: async (ctx) => {
          const client = clientOf(ctx.oidc.client?.clientId);
          const language = providerLanguage(client);
          const copy = providerCopy(language);
          const back = client ? (originsOf.get(client.id) ?? [])[0] : undefined;
          const body =
            `<h1>${escapeHtml(copy.signedOutTitle)}</h1><p>${escapeHtml(copy.signedOut)}</p>` +
            (back ? `<a class="cancel" href="${escapeHtml(`${back}/login`)}">${escapeHtml(copy.backToPortal)}</a>` : '');
          await renderPage(ctx, 200, client, copy.signedOutTitle, body, language);
        },
      },
    },
    renderError: async (ctx, out) => {
      const client = clientOf(ctx.oidc?.client?.clientId ?? (typeof ctx.oidc?.params?.client_id === 'string' ? ctx.oidc.params.client_id : undefined));
      const language = providerLanguage(client, ctx.oidc?.params?.ui_locales);
      const copy = providerCopy(language);
      const code = typeof out.error === 'string' ? out.error : 'error';
      const back = client ? (originsOf.get(client.id) ?? [])[0] : undefined;
      const body =
        `<h1>${escapeHtml(copy.errorTitle)}</h1><p role="alert">${escapeHtml(copy.error)}</p><p class="hint"><code>${escapeHtml(code)}</code></p>` +
        (back ? `<a class="cancel" href="${escapeHtml(`${back}/login`)}">${escapeHtml(copy.backToPortal)}</a>` : '');
      await renderPage(ctx, ctx.status >= 400 ? ctx.status : 400, client, copy.errorTitle, body, language);
    },
    clientBasedCORS: (_ctx, origin, client) => (originsOf.get(client.clientId) ?? []).includes(origin),
    interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_MOUNT}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const identity = identities.find((candidate) => candidate.sub === sub);
      if (!identity) return undefined;
      const email = (await identityEmail(options.db, sub)) ?? identity.email;
      const member = await findUserBySubject(options.db, identity.clientId, sub);
      const emailVerified = member ? member.emailVerifiedAt !== null : identity.emailVerified !== false;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email,
          email_verified: emailVerified,
          given_name: identity.givenName,
          family_name: identity.familyName,
          name: `${identity.givenName} ${identity.familyName}`,
        }),
      };
    },
    // Each tenant is a first-party client: its members are never asked to consent.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { IdToken: 3600, AccessToken: 3600, AuthorizationCode: 120, Interaction: 900, Session: 86400, Grant: 86400, RefreshToken: 86400 },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy;
  const callback = provider.callback();

  type SignInError = 'wrongPassword' | 'otherClient';
  const signInPage = async (res: ServerResponse, uid: string, clientId: string, uiLocales: unknown, error: SignInError | null, login = '') => {
    const client = clients.find((candidate) => candidate.id === clientId);
    const language = providerLanguage(client, uiLocales);
    const copy = providerCopy(language);
    const nonce = newNonce();
    const { css, logo } = client ? await clientPageBrand(cssCache, options.themeDir, client, brand) : { css: '', logo: null };
    const name = client?.manifest.name ?? 'the portal';
    const people = identities
      .filter((identity) => identity.clientId === clientId)
      .map((identity) => `<li><code>${escapeHtml(identity.email)}</code>${identity.registered ? '' : ` ${escapeHtml(copy.notRegistered)}`}${identity.employerAdmin ? ` ${escapeHtml(copy.employerAdmin)}` : ''}</li>`)
      .join('');
    const [hintBefore, hintAfter] = copy.demoHint('\u0000').split('\u0000');
    const body =
      `<h1>${escapeHtml(copy.signInHeading(name))}</h1>` +
      `<p class="hint">${escapeHtml(hintBefore ?? '')}<code>${escapeHtml(DEMO_PASSWORD)}</code>${escapeHtml(hintAfter ?? '')}</p>` +
      (error ? `<p class="error" role="alert">${escapeHtml(copy[error])}</p>` : '') +
      `<form method="post" action="${DEV_PROVIDER_MOUNT}/interaction/${escapeHtml(uid)}/login">` +
      `<label for="login">${escapeHtml(copy.email)}</label><input id="login" name="login" type="email" autocomplete="username" required value="${escapeHtml(login)}">` +
      `<label for="password">${escapeHtml(copy.password)}</label><input id="password" name="password" type="password" autocomplete="current-password" required>` +
      `<button type="submit">${escapeHtml(copy.signIn)}</button></form>` +
      `<form method="post" action="${DEV_PROVIDER_MOUNT}/interaction/${escapeHtml(uid)}/forgot"><button type="submit" class="link">${escapeHtml(copy.forgotPassword)}</button></form>` +
      `<details><summary>${escapeHtml(copy.demoIdentities)}</summary><ul>${people}</ul></details>`;
    const html = providerPageHtml({ client, css, logo, title: copy.signInTitle, body, nonce, language });
    sendProviderPage(res, error ? 401 : 200, html, nonce, originsOf.get(clientId) ?? []);
  };

  const interaction = async (req: IncomingMessage, res: ServerResponse, rest: string) => {
    const [uid, action] = rest.split('/');
    const details = await provider.interactionDetails(req, res);
    if (!uid || details.uid !== uid) throw new Error('interaction mismatch');
    const clientId = String(details.params.client_id ?? '');
    const uiLocales = details.params.ui_locales;
    if (req.method === 'GET' && !action) return signInPage(res, uid, clientId, uiLocales, null);
    // The insurer's provider answers "forgot password" with this error code; the portal then opens the reset flow.
    if (req.method === 'POST' && action === 'forgot') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'AADB2C90118: The user has forgotten their password.' }, { mergeWithLastSubmission: false });
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const login = form.get('login') ?? '';
      const verified = await verifyIdentityPassword(options.db, login, form.get('password') ?? '');
      const identity = verified ? identities.find((candidate) => candidate.sub === verified.subject) : undefined;
      if (!identity) return signInPage(res, uid, clientId, uiLocales, 'wrongPassword', login);
      if (identity.clientId !== clientId) return signInPage(res, uid, clientId, uiLocales, 'otherClient', login);
      return provider.interactionFinished(req, res, { login: { accountId: identity.sub } }, { mergeWithLastSubmission: false });
    }
    res.writeHead(405).end();
  };

  /**
   * The email verification step (decision 0240): the link of the portal's mail uses its token once, marks the
   * member's address verified and returns to the client's own /verify-email with the outcome; a link naming an
   * origin the client did not register gets the provider's invalid-link page instead.
   */
  const verifyEmail = async (req: IncomingMessage, res: ServerResponse, query: URLSearchParams) => {
    if (req.method !== 'GET') {
      res.writeHead(405).end();
      return;
    }
    const client = clientOf(query.get('client_id'));
    const returnTo = (query.get('return_to') ?? '').replace(/\/$/, '');
    if (!client || !(originsOf.get(client.id) ?? []).includes(returnTo)) {
      const language = providerLanguage(client, query.get('ui_locales'));
      const copy = providerCopy(language);
      const nonce = newNonce();
      const { css, logo } = client ? await clientPageBrand(cssCache, options.themeDir, client, brand) : { css: '', logo: null };
      const body = `<h1>${escapeHtml(copy.invalidLinkTitle)}</h1><p>${escapeHtml(copy.invalidLink)}</p>`;
      sendProviderPage(res, 400, providerPageHtml({ client, css, logo, title: copy.invalidLinkTitle, body, nonce, language }), nonce, []);
      return;
    }
    const { outcome, userId } = await consumeEmailVerification(options.db, client.id, query.get('token') ?? '', new Date());
    await audit(options.db, {
      event: outcome === 'verified' ? 'email-verification' : 'email-verification.failed',
      outcome: outcome === 'verified' ? 'success' : 'failure',
      clientId: client.id,
      userId,
      path: VERIFY_EMAIL_PROVIDER_PATH,
      ...(outcome === 'verified' ? {} : { detail: { reason: outcome } }),
    });
    const result = outcome === 'verified' ? 'state=verified' : `state=error&reason=${outcome}`;
    res.writeHead(303, { Location: `${returnTo}${pathTo('verifyEmail')}?${result}`, 'Cache-Control': 'no-store' });
    res.end();
  };

  return {
    issuer,
    identities,
    handle(req, res) {
      const url = req.url ?? '/';
      const rest = url.slice(DEV_PROVIDER_MOUNT.length);
      if (url.split('?')[0] === AUTO_SUBMIT_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
        res.end(AUTO_SUBMIT_SCRIPT);
        return;
      }
      if (rest.split('?')[0] === VERIFY_EMAIL_PROVIDER_PATH) {
        const search = rest.includes('?') ? rest.slice(rest.indexOf('?') + 1) : '';
        verifyEmail(req, res, new URLSearchParams(search)).catch((error: unknown) => {
          console.warn('[oidc] email verification failed:', error instanceof Error ? error.message : error);
          if (!res.headersSent) res.writeHead(500).end();
        });
        return;
      }
      if (rest.startsWith('/account/')) {
        const [pathname = '', search = ''] = rest.slice('/account/'.length).split('?');
        accountPages(req, res, pathname, new URLSearchParams(search)).catch((error: unknown) => {
          console.warn('[oidc] account page failed:', error instanceof Error ? error.message : error);
          if (!res.headersSent) res.writeHead(500).end();
        });
        return;
      }
      if (rest.startsWith('/interaction/')) {
        interaction(req, res, rest.slice('/interaction/'.length).split('?')[0]!).catch((error: unknown) => {
          console.warn('[oidc] interaction failed:', error instanceof Error ? error.message : error);
          if (!res.headersSent) {
            const nonce = newNonce();
            const copy = providerCopy('en');
            const body = `<h1>${escapeHtml(copy.expiredTitle)}</h1><p>${escapeHtml(copy.expired)}</p>`;
            sendProviderPage(res, 400, providerPageHtml({ client: undefined, css: '', title: copy.expiredTitle, body, nonce }), nonce, []);
          }
        });
        return;
      }
      // oidc-provider finds its mount path from originalUrl minus url, as under Express.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = rest === '' ? '/' : rest;
      void callback(req, res);
    },
  };
}
