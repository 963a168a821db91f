import { Hono, type Context } from 'hono';
import { allCalls, getSession } from '@portal/contract/calls';
import { drawnInZone } from '@portal/contract/first-reads';
import { findRoute } from '@portal/manifest/routes';
import { getCookie } from 'hono/cookie';
import type { Config } from './config';
import type { CoreServices } from './core/context';
import type { AppEnv } from './core/env';
import { callHeadersOf, isTls, requestOrigin } from './core/http';
import { callReplyHeaders, completeCallReply, endOfTurn, jsonReply } from './core/reply';
import { newRequestId } from './core/request-id';
import type { CallHandler, Db } from './core/types';
import { callCore, handlersByPath, isCallPermitted } from './calls/router';
import { beforeLogout, domainHandlers } from './domains';
import { eventPagesRouter } from './events/checkout-routes';
import { identityHandlers } from './identity/handlers';
import { RateLimiter } from './identity/rate-limit';
import type { TokenVerifier } from './identity/tokens';
import { sessionCookieName } from './sessions/service';
import { clientResolver, type Client } from './tenancy/clients';
import { clientSetOf, type ClientSet } from './tenancy/live-clients';
import { previewGate } from './tenancy/preview-gate';
import { previewLanguage, previewRouter } from './web/preview-page';
import { testHooksRouter } from './testing/routes';
import { mailerFor } from './mail/mailer';
import { outboxRouter } from './mail/outbox-page';
import { fitnessAdapter, LocalFitnessProvider, localProviderRouter } from './fitness/public';
import { runtimeBrand } from './tenancy/public';
import { PREVIEW_LINK_PATH } from './tenancy/preview';
import { contentMediaRouter } from './content/media';
import { bootCallsFor, pageLanguage } from './web/boot-calls';
import { firstViewRenderer } from './web/first-view';
import { pageTimeOf } from './web/time-zone';
import { pageRouteFor } from './web/page-map';
import { pagesRouter, plainPage } from './web/pages';
import { callSecurityHeaders, newNonce, securityHeaders } from './web/security-headers';
import { uploadsRouter } from './uploads/router';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER, isDatabaseUnavailable } from './db/unavailable';

export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  /** the clients served: a fixed list, or the set that changes as client folders or releases do (decision 0530) */
  readonly clients: readonly Client[] | ClientSet;
  readonly tokens: TokenVerifier;
  /** the clock of sessions and rate limits; tests move it forward */
  readonly now?: () => Date;
  /** defaults to the domain handlers of ./domains */
  readonly handlers?: readonly CallHandler[];
  /** false until migrations and seed are done: /healthz answers 503 */
  readonly isReady?: () => boolean;
}

export const UNKNOWN_CLIENT_MESSAGE = 'Unknown client';
export const BAD_PATH_MESSAGE = 'The address of this request is not valid.';

/** Whether a path's percent-escapes decode; a broken one (`/%ZZ`) would throw wherever the path is decoded. */
export function isDecodablePath(url: string): boolean {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.indexOf('?', start);
  const pathname = start === -1 ? '/' : url.slice(start, end === -1 ? undefined : end);
  if (!pathname.includes('%')) return true;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The HTTP application: tenancy, security headers, the contract's calls, and the themed app pages. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, db } = deps;
  const clients = clientSetOf(deps.clients);
  const services: CoreServices = {
    config,
    mailer: mailerFor(config.mail),
    tokens: deps.tokens,
    alternativeLoginLimiter: new RateLimiter(db, config.alternativeLogin),
    alternativeLoginClientLimiter: new RateLimiter(db, { max: config.alternativeLogin.wrongIdentifiersPerClient, windowMs: config.alternativeLogin.windowMs }),
    registrationLimiter: new RateLimiter(db, { max: config.registration.perIdentity, windowMs: config.registration.windowMs }),
    accessCodeLimiter: new RateLimiter(db, { max: config.registration.wrongCodesPerClient, windowMs: config.registration.windowMs }),
    now: deps.now ?? (() => new Date()),
  };
  const issuerOrigin = new URL(config.oidc.issuer).origin;
  const app = new Hono<AppEnv>();
  const failed = (error: unknown, c: Context<AppEnv>) => {
    const requestId = c.get('requestId');
    // the database restarting or out of reach: a clear 503 the client may ask again after, never a 500 (issue 33)
    if (isDatabaseUnavailable(error)) {
      console.error(`[http] ${requestId} ${c.req.method} ${c.req.path}: database unavailable (${error instanceof Error ? error.message : String(error)})`);
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
      return c.json({ success: false, err: UNAVAILABLE_MESSAGE }, 503);
    }
    console.error(`[http] ${requestId} ${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ success: false, err: `Something went wrong. Please try again later. (reference ${requestId})` }, 500);
  };

  // Built once: setting them before the handler runs lets every response be created with them, which keeps the
  // Node adapter on its fast path; a handler that needs another value (a page's CSP nonce) sets its own.
  const plainHeaders = securityHeaders({ tls: false, issuerOrigin });
  const tlsHeaders = securityHeaders({ tls: true, issuerOrigin });
  const baseHeaders = { plain: Object.entries(plainHeaders), tls: Object.entries(tlsHeaders) };
  const callSecurity = { plain: callSecurityHeaders({ tls: false }), tls: callSecurityHeaders({ tls: true }) };
  const clientOf = clientResolver(clients, { baseDomain: config.baseDomain, defaultClient: config.defaultClient });
  // a draft client is seen only by a browser that followed its preview link; to anyone else it is unknown (decision 0550)
  const preview = previewGate(config);
  const unknownCallClient = (c: Context<AppEnv>) => c.json({ success: false, err: UNKNOWN_CLIENT_MESSAGE }, 404);
  const calls = callCore({ db, services, handlers: handlersByPath(identityHandlers(beforeLogout), deps.handlers ?? domainHandlers), definitions: allCalls });
  app.use('*', async (c, next) => {
    const path = c.req.path;
    // a call path's headers are read in one pass (core/http.ts)
    const callHeaders = path.startsWith('/application/') ? callHeadersOf(c) : undefined;
    const requestId = (callHeaders ? callHeaders.requestId : c.req.header('x-request-id'))?.slice(0, 64) || newRequestId();
    const tls = isTls(c, config.trustProxy);
    c.set('requestId', requestId);
    c.set('tls', tls);
    if (callHeaders) {
      c.set('callHeaders', callHeaders);
      // a call's reply gets its headers as one object (core/reply.ts); any other reply here is completed after
      const headers = callReplyHeaders(tls ? callSecurity.tls : callSecurity.plain, requestId);
      c.set('replyHeaders', headers);
      if (!isDecodablePath(c.req.url)) return jsonReply(c, JSON.stringify({ success: false, err: BAD_PATH_MESSAGE }), 400, false);
      const serveCall = c.req.method === 'POST' ? calls.servers.get(path) : undefined;
      if (serveCall) {
        // A call is answered in this one step, with what the steps below would do for it: the tenancy of the
        // next middleware, then the call's server (which the calls router mounts at the same path).
        const match = clientOf(callHeaders.host);
        if (match.kind === 'unknown' || !preview.allows(match.client, callHeaders.cookie, services.now())) {
          c.res = unknownCallClient(c);
        } else {
          c.set('client', match.client);
          try {
            c.res = await serveCall(c);
          } catch (error) {
            c.res = failed(error, c);
          }
        }
        await endOfTurn();
      } else {
        await next();
      }
      completeCallReply(c, headers);
      return c.res;
    }
    for (const [name, value] of tls ? baseHeaders.tls : baseHeaders.plain) c.header(name, value);
    c.header('X-Request-Id', requestId);
    if (!isDecodablePath(c.req.url)) return c.json({ success: false, err: BAD_PATH_MESSAGE }, 400);
    await next();
  });

  app.get('/healthz', (c) => {
    const ready = deps.isReady?.() ?? true;
    return c.json({ status: ready ? 'ok' : 'starting' }, ready ? 200 : 503);
  });

  app.use('*', async (c, next) => {
    const match = clientOf(c.req.header('host'));
    const unknown = (hostname: string) => {
      if (new URL(c.req.url).pathname.startsWith('/application/')) return unknownCallClient(c);
      const nonce = newNonce();
      c.header('Content-Security-Policy', securityHeaders({ tls: c.get('tls'), nonce })['Content-Security-Policy']);
      return c.html(plainPage(UNKNOWN_CLIENT_MESSAGE, `<p>No client uses the address <code>${hostname.replace(/[^a-z0-9.-]/g, '')}</code>.</p>`, nonce), 404);
    };
    if (match.kind === 'unknown') return unknown(match.hostname);
    c.set('client', match.client);
    if (preview.allows(match.client, c.req.header('cookie'), services.now())) return await next();
    // a draft's own preview link is the one way in; it goes to the preview's router, which sets the cookie
    if (c.req.method === 'GET' && c.req.path === PREVIEW_LINK_PATH && preview.check(match.client, c.req.query('token'), services.now()).ok) return await next();
    return unknown(new URL(c.req.url).hostname);
  });
  app.route('/', previewRouter({ gate: preview, themeDir: config.themeDir, runtimeBrand: runtimeBrand(db), now: services.now }));

  if (config.testHooks) app.route('/', testHooksRouter({ db, config, now: services.now }));
  if (config.env !== 'production') app.route('/', outboxRouter({ db, config }));
  // the local fitness provider's consent page (decision 0570), while it is the chosen source
  if (config.env !== 'production') {
    app.route('/', localProviderRouter(() => {
      const adapter = fitnessAdapter(db);
      return adapter instanceof LocalFitnessProvider ? adapter : null;
    }, services.now));
  }
  app.route('/', uploadsRouter({ db, now: services.now, idleMinutes: config.sessionIdleMinutes }));
  app.route('/', eventPagesRouter({ db, config, now: services.now }));
  app.route('/', calls.router);
  app.route('/', contentMediaRouter());
  /**
   * The app's first questions, answered while the page is made (decision 0350): whose session the cookie is, and
   * for a member page its first reads (web/boot-calls.ts, as each route declares them in contract/first-reads.ts). In-process through the calls router, so with every
   * check a call from the page would meet. Without a cookie the answer is known. Anything but a member or a
   * session error, and any read that fails, is left to the app to ask again.
   */
  const bootReplies = async (c: Context<AppEnv>): Promise<Record<string, unknown>> => {
    if (getCookie(c, sessionCookieName(c.get('tls'))) === undefined) return { session: { user: null } };
    const headers = new Headers(c.req.raw.headers);
    for (const name of ['content-length', 'accept-encoding', 'transfer-encoding']) headers.delete(name);
    headers.set('content-type', 'application/json');
    headers.set('origin', requestOrigin(c, config.trustProxy));
    headers.set('sec-fetch-site', 'same-origin');
    const ask = async (path: string, body: unknown) => {
      const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
      const reply = (await response.json().catch(() => null)) as { success?: boolean; user?: unknown } | null;
      return { status: response.status, reply };
    };
    const session = await ask(getSession.path, {});
    if (session.status === 401) return { session: { user: null } };
    if (session.status !== 200 || session.reply?.success !== true || !session.reply.user) return {};
    // the member's page and its frame: their first reads, each through the router like the app's own request
    const { manifest } = c.get('client');
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const route = pageRouteFor({ pathname, permittedRoutes: manifest.permittedRoutes, signedIn: true });
    const language = pageLanguage(manifest, (session.reply.user as { language?: unknown }).language);
    // for a page shown in the member's zone: the zone and today there, from the app's tz cookie (decision 0750);
    // the reads that ask from today are made with it, the page is drawn in it, and the app's first render takes
    // the same day from the page
    const time = drawnInZone(route) ? pageTimeOf(c.req.header('cookie'), services.now()) : null;
    // only reads the client may make: a page that shows a part only where the client has it (the admin view's
    // Challenges) declares its read for every client, and asking it of one without would be refused and audited
    const reads =
      findRoute(route)?.access === 'member'
        ? bootCallsFor(route, { language, pathname, ...(time ? { today: time.today } : {}) }).filter(({ call }) => isCallPermitted(call, manifest.permittedRoutes))
        : [];
    const answered = await Promise.all(reads.map(async ({ call, body }) => ({ call, body, ...(await ask(call.path, body)) })));
    const calls = answered.filter(({ status, reply }) => status === 200 && reply?.success === true).map(({ call, body, reply }) => [call.path, body, reply]);
    return { session: { user: session.reply.user }, ...(calls.length > 0 ? { calls } : {}), ...(time ? { time } : {}) };
  };
  app.route('/', pagesRouter({ appDistDir: config.appDistDir, themeDir: config.themeDir, issuerOrigin, mapStyleUrl: config.mapStyleUrl, runtimeBrand: runtimeBrand(db), bootReplies,
    // a preview shows the client in the language its gallery switched to (decision 0550)
    pageLanguage: (c) => (preview.previewing(c.get('client'), c.req.header('cookie'), services.now()).ok ? previewLanguage(c.get('client').manifest, c.req.header('cookie')) : null), firstView: firstViewRenderer(config.appServerEntry) }, clients));

  app.onError(failed);
  return app;
}
