import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { calls } from '@portal/contract/calls';
import { logout } from '@portal/contract/calls/auth';
import { endLoginAs } from '@portal/contract/calls/login-as';
import type { CallDefinition } from '@portal/contract/define-call';
import { notImplementedReply, sessionErrorReply, toReplyIssues, validationErrorReply } from '@portal/contract/errors';
import { isRoutePermitted, isRouteName } from '@portal/manifest/routes';
import { audit } from '../audit/service';
import { NUL_MESSAGE, containsNul, fromFormData, mayContainNul, parseJson, receivedBody, type ParsedBody } from '../core/body';
import { ReplyError, type CoreCallContext, type CoreServices } from '../core/context';
import type { AppEnv } from '../core/env';
import { CallError, JsonReply, type CallHandler, type Db, type Member } from '../core/types';
import { callHeadersOf, clientIp, proxyRules, requestOrigin, type CallHeaders } from '../core/http';
import { jsonReply } from '../core/reply';
import type { Client } from '../tenancy/clients';
import { checkCachedSession, checkSession, createSessionCache, endSessionById, sessionCookieName, sessionTokenOf, startSession, type IdleRule } from '../sessions/service';
import { UPLOAD_PATH, contentTypeRefusal, crossSiteRefusal, roleRefusal, type Refusal } from './guards';
import { impersonationRefusal } from '../identity/impersonation';
import { queryWatchOf } from '../db/news/writes';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER, isDatabaseUnavailable } from '../db/unavailable';

export { UPLOAD_PATH } from './guards';
/** The HttpOnly cookie with the ID token of the member's provider sign-in, scoped to the logout call's path. */
export const PROVIDER_HINT_COOKIE = 'portal_idp_hint';
const MAX_PROVIDER_HINT = 3500;
export const BODY_TOO_LARGE_MESSAGE = 'The request is too large.';

type ReplyStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 501 | 503;

/** Handlers by path; the core's own (identity) handlers win over a domain handler of the same path. */
export function handlersByPath(own: readonly CallHandler[], domain: readonly CallHandler[]): Map<string, CallHandler> {
  const byPath = new Map<string, CallHandler>();
  for (const handler of domain) byPath.set(handler.call.path, handler);
  for (const handler of own) {
    if (byPath.has(handler.call.path)) console.warn(`[calls] ${handler.call.path} has a domain handler; the core's identity handler is used`);
    byPath.set(handler.call.path, handler);
  }
  return byPath;
}

/**
 * The body as JSON, or for the upload call as its multipart form; the content type was checked before. A body
 * Node has already received whole is read at once, without a promise (core/body.ts).
 */
function readBody(c: Context<AppEnv>, path: string): ParsedBody | Promise<ParsedBody> {
  if (path === UPLOAD_PATH) return readForm(c);
  const received = receivedBody((c.env as { incoming?: unknown } | undefined)?.incoming);
  return received === undefined ? c.req.text().then(parsedJson) : parsedJson(received);
}

function parsedJson(text: string): ParsedBody {
  const parsed = parseJson(text);
  return parsed.ok && mayContainNul(text) && containsNul(parsed.body) ? { ok: false, message: NUL_MESSAGE } : parsed;
}

async function readForm(c: Context<AppEnv>): Promise<ParsedBody> {
  try {
    return { ok: true, body: fromFormData(await c.req.formData()) };
  } catch {
    return { ok: false, message: 'The form could not be read.' };
  }
}

/**
 * The checks of where a request comes from and what it carries, before its body is read: a refused request
 * costs no parsing and no database. See guards.ts and decision 0030.
 */
function requestRefusal(headers: CallHeaders, call: CallDefinition, ownOrigin: string): Refusal | null {
  return (
    contentTypeRefusal(call.path, headers.contentType) ??
    crossSiteRefusal({ origin: headers.origin, secFetchSite: headers.secFetchSite }, ownOrigin, call.path === UPLOAD_PATH)
  );
}

/** The headers a call reads, read once per request (by the app's first step, or here when the router is alone). */
function headersOf(c: Context<AppEnv>): CallHeaders {
  let headers = c.get('callHeaders');
  if (!headers) {
    headers = callHeadersOf(c);
    c.set('callHeaders', headers);
  }
  return headers;
}

/** Whether the client may use a call: a call that serves routes needs at least one of them permitted. */
export function isCallPermitted(call: CallDefinition, permittedRoutes: readonly string[]): boolean {
  if (call.routes.length === 0) return true;
  return call.routes.some((name) => (isRouteName(name) ? isRoutePermitted(name, permittedRoutes) : permittedRoutes.includes(name)));
}

function forbiddenRouteMessage(call: CallDefinition): string {
  return `This service is not available for your organisation (route ${call.routes.join(', ')}).`;
}

/**
 * hono's bodyLimit in front of a call, without its cost on the common case: a declared Content-Length (no
 * Transfer-Encoding) is checked from the header alone, as bodyLimit does, but without touching `c.req.raw.body`,
 * which makes @hono/node-server build a full WHATWG Request and stream per call. The body is then read by the
 * node server's direct path; Node's parser never delivers more than the declared length. Chunked bodies stream
 * through bodyLimit as before.
 */
function sizeLimited(maxSize: number, onError: (c: Context<AppEnv>) => Response, serveCall: CallServer): CallServer {
  const streaming = bodyLimit({ maxSize, onError });
  const streamed = async (c: Context<AppEnv>) => {
    let served: Response | undefined;
    const refused = await streaming(c, async () => {
      served = await serveCall(c);
    });
    return refused ?? served!;
  };
  // not async: the common case hands on the call's own promise, without one more around it
  return (c) => {
    const { contentLength: length, transferEncoding } = headersOf(c);
    if (length !== undefined && transferEncoding === undefined) {
      return Number.parseInt(length, 10) > maxSize ? Promise.resolve(onError(c)) : serveCall(c);
    }
    return streamed(c);
  };
}

/** Whether each client may use a call, worked out once per client (manifests do not change while running). */
function permissionOf(call: CallDefinition): (client: Client) => boolean {
  const byClient = new WeakMap<Client, boolean>();
  return (client) => {
    let permitted = byClient.get(client);
    if (permitted === undefined) {
      permitted = isCallPermitted(call, client.manifest.permittedRoutes);
      byClient.set(client, permitted);
    }
    return permitted;
  };
}

/** A reply written as text must be JSON that the call's reply schema accepts, as an object reply would be. */
function checkJsonReply(call: CallDefinition, reply: JsonReply): void {
  const checked = v.safeParse(call.response, JSON.parse(reply.text()));
  if (!checked.success) throw new Error(`the JSON reply of ${call.path} does not match its schema: ${JSON.stringify(toReplyIssues(checked.issues))}`);
}

/** One call's core: its size limit, the checks, its handler and the JSON reply. */
export type CallServer = (c: Context<AppEnv>) => Promise<Response>;

export interface CallsDeps {
  readonly db: Db;
  readonly services: CoreServices;
  readonly handlers: ReadonlyMap<string, CallHandler>;
  readonly definitions?: readonly CallDefinition[];
}

/** Mounts every contract call at its exact path, POST only, with the core's checks in front of its handler. */
export function callsRouter(deps: CallsDeps): Hono<AppEnv> {
  return callCore(deps).router;
}

/**
 * The calls: each call's server by its exact path (app.ts answers a POST to one of them in its first step), and
 * the same servers as a router, POST only, with a 404 for any other path under /application/.
 */
export function callCore(deps: CallsDeps): { readonly servers: ReadonlyMap<string, CallServer>; readonly router: Hono<AppEnv> } {
  const { db, services, handlers } = deps;
  const { config } = services;
  // replies written as JSON text are checked against their schema outside production (JsonReply, config.ts)
  const checkJsonReplies = config.checkReplies;
  const sessionCache = createSessionCache(db);
  // The unread rest of the body would be taken for the next request on a kept-alive connection.
  const tooLarge = (c: Context<AppEnv>) => c.json({ success: false, err: BODY_TOO_LARGE_MESSAGE }, 413, { Connection: 'close' });

  const sessionCookie = (c: Context<AppEnv>, token: string, maxAgeSeconds: number) =>
    setCookie(c, sessionCookieName(c.get('tls')), token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.get('tls'),
      path: '/',
      maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    });
  const clearCookie = (c: Context<AppEnv>) => deleteCookie(c, sessionCookieName(c.get('tls')), { path: '/', secure: c.get('tls') });
  // The provider's ID token stays out of the page's storage (decision 0050); the browser sends it to logout only.
  const hintCookie = (c: Context<AppEnv>, hint: string | undefined, maxAgeSeconds: number) => {
    if (hint && hint.length <= MAX_PROVIDER_HINT) {
      setCookie(c, PROVIDER_HINT_COOKIE, hint, { httpOnly: true, sameSite: 'Lax', secure: c.get('tls'), path: logout.path, maxAge: Math.max(0, Math.floor(maxAgeSeconds)) });
    } else {
      // the browser sends this cookie to logout only, so an older sign-in's hint is cleared without being seen
      deleteCookie(c, PROVIDER_HINT_COOKIE, { path: logout.path, secure: c.get('tls') });
    }
  };

  const proxy = proxyRules(config.proxy);
  // a call counts as the member's activity at its time, or as long ago as the app says the member has been idle
  const activeNow: IdleRule = { idleMinutes: config.sessionIdleMinutes };
  const idleRuleOf = (header: string | undefined, now: Date): IdleRule => {
    const seconds = header !== undefined && /^\d{1,7}$/.test(header) ? Number(header) : 0;
    return seconds === 0 ? activeNow : { idleMinutes: config.sessionIdleMinutes, activityAt: new Date(now.getTime() - seconds * 1000) };
  };
  const ipOf = (c: Context<AppEnv>) => c.get('ip') ?? clientIp(c, proxy);

  type RefusalEvent = 'session.refused' | 'client.mismatch' | 'route.forbidden' | 'request.refused' | 'role.forbidden';
  const refuse = (c: Context<AppEnv>, call: CallDefinition, event: RefusalEvent, member: { clientId?: string; userId?: number; actingStaffId?: number } | null, reason: string) => {
    const clientId = c.get('client').id;
    return audit(db, {
      event,
      outcome: 'refused',
      clientId,
      userId: member?.userId ?? null,
      actingUserId: member?.actingStaffId ?? null,
      ip: ipOf(c),
      path: call.path,
      detail: { reason, ...(member?.clientId && member.clientId !== clientId ? { sessionClient: member.clientId } : {}) },
    });
  };
  /** A call that may write, made by support staff in a login-as session: who did it, for whom, and how it ended. */
  const auditActing = (c: Context<AppEnv>, call: CallDefinition, member: Member & { actingStaffId: number }, status: number) =>
    audit(db, {
      event: 'login-as.call',
      outcome: status < 400 ? 'success' : status < 500 ? 'refused' : 'failure',
      clientId: member.clientId,
      userId: member.userId,
      actingUserId: member.actingStaffId,
      ip: ipOf(c),
      path: call.path,
      detail: { status },
    });

  /**
   * The context a handler gets: one object per call, its session methods on the prototype (no closures made
   * per request). `cookies` tells the reply that a cookie was set, so it goes out with the handler's headers.
   */
  class RouterCallContext implements CoreCallContext {
    readonly db = db;
    readonly services = services;
    readonly client: CoreCallContext['client'];
    #ip: string | undefined;
    cookies = false;
    constructor(
      readonly c: Context<AppEnv>,
      readonly member: Member | null,
      readonly tenant: Client,
      readonly origin: string,
      readonly now: Date,
      readonly path: string,
    ) {
      this.client = { manifest: tenant.manifest };
    }

    /** Asked of the connection only by the calls that record it (sign-in, audit, limits). */
    get ip(): string {
      return (this.#ip ??= ipOf(this.c));
    }

    async startSession(userId: number, options?: Parameters<CoreCallContext['startSession']>[1]): ReturnType<CoreCallContext['startSession']> {
      const { c, now } = this;
      const session = await startSession(db, { clientId: this.tenant.id, userId, actingStaffUserId: options?.actingStaffUserId ?? null }, options?.minutes ?? config.sessionMinutes, now);
      // sign-in may have updated the member's row; their other cached sessions must not outlive it
      await sessionCache.invalidateMember(this.tenant.id, userId);
      const maxAge = (session.expiresAt.getTime() - now.getTime()) / 1000;
      this.cookies = true;
      sessionCookie(c, session.token, maxAge);
      if (!options?.keepProviderHint) hintCookie(c, options?.providerHint, maxAge);
      return session;
    }

    get tls(): boolean {
      return this.c.get('tls');
    }

    cookie(name: string): string | undefined {
      return getCookie(this.c, name);
    }

    setHostCookie(name: string, value: string, maxAgeSeconds: number): void {
      this.cookies = true;
      setCookie(this.c, name, value, { httpOnly: true, sameSite: 'Lax', secure: this.tls, path: '/', maxAge: Math.max(0, Math.floor(maxAgeSeconds)) });
    }

    async endSession(): ReturnType<CoreCallContext['endSession']> {
      const { c, member } = this;
      if (member) await endSessionById(db, member, sessionCache);
      this.cookies = true;
      clearCookie(c);
      const providerHint = getCookie(c, PROVIDER_HINT_COOKIE) ?? null;
      if (providerHint !== null) deleteCookie(c, PROVIDER_HINT_COOKIE, { path: logout.path, secure: c.get('tls') });
      return { providerHint };
    }
  }

  const reply = (c: Context<AppEnv>, body: unknown, status: ReplyStatus, cookies = false) => jsonReply(c, JSON.stringify(body), status, cookies);

  /** The core's checks in front of one call's handler; see the steps below. */
  const watch = queryWatchOf(db);
  const serve = (call: CallDefinition): CallServer => {
    const permitted = permissionOf(call);
    const handler = handlers.get(call.path);
    // After any other call of a signed-in member that wrote a table some cache reads, every process forgets the
    // member's cached session and kept values before the reply, so the next call reads them afresh (db/news).
    const readOnly = call.readOnly === true;
    const endsLoginAs = call.path === endLoginAs.path || call.path === logout.path;
    return async (c: Context<AppEnv>) => {
      const client = c.get('client');
      const now = services.now();

      const headers = headersOf(c);
      const origin = requestOrigin(c, config.trustProxy, headers.host);
      const refusal = requestRefusal(headers, call, origin);
      if (refusal) {
        if (refusal.status === 403) await refuse(c, call, 'request.refused', null, refusal.reason);
        return reply(c, { success: false, err: refusal.message }, refusal.status);
      }

      const read = readBody(c, call.path);
      const parsed = read instanceof Promise ? await read : read;
      if (!parsed.ok) return reply(c, { success: false, err: parsed.message, issues: [{ path: '', message: parsed.message }] }, 400);

      let member: Member | null = null;
      if (call.auth === 'session') {
        const token = sessionTokenOf(headers.cookie, c.get('tls'));
        const idle = idleRuleOf(headers.portalIdle, now);
        const check = checkCachedSession(token, client.id, now, sessionCache, idle) ?? (await checkSession(db, token, client.id, now, sessionCache, idle));
        if (!check.ok) {
          if (check.reason === 'client-mismatch') await refuse(c, call, 'client.mismatch', check, check.reason);
          else await refuse(c, call, 'session.refused', check, check.reason);
          const clearing = Boolean(token) && check.reason !== 'client-mismatch';
          if (clearing) clearCookie(c);
          return reply(c, sessionErrorReply(), 401, clearing);
        }
        member = check.member;
        // a login-as session is checked first: it never reaches a role's call, whatever roles the member has
        const refused = impersonationRefusal(call, member) ?? roleRefusal(call, member.roles ?? []);
        if (refused) {
          await refuse(c, call, 'role.forbidden', member, refused.reason);
          return reply(c, { success: false, err: refused.message }, refused.status);
        }
      }

      if (!permitted(client)) {
        await refuse(c, call, 'route.forbidden', member, `routes ${call.routes.join(',')}`);
        return reply(c, { success: false, err: forbiddenRouteMessage(call) }, 403);
      }

      if (!handler) return reply(c, notImplementedReply(call.path), 501);

      const input = v.safeParse(call.request, parsed.body);
      if (!input.success) return reply(c, validationErrorReply(toReplyIssues(input.issues)), 400);

      const ctx = new RouterCallContext(c, member, client, origin, now, call.path);
      const cachedWrites = readOnly ? 0 : (watch?.cachedWrites ?? 0);
      let status = 500;
      try {
        const result = await handler.run(input.output, ctx);
        if (checkJsonReplies && result instanceof JsonReply) checkJsonReply(call, result);
        status = 200;
        if (result instanceof JsonReply) {
          return jsonReply(c, result.json, 200, ctx.cookies, headers.acceptEncoding);
        }
        return reply(c, result ?? { success: true }, 200, ctx.cookies);
      } catch (error) {
        if (error instanceof CallError) {
          status = error.status;
          const extra = error instanceof ReplyError ? error.extra : {};
          return reply(c, { ...extra, success: false, err: error.message }, error.status, ctx.cookies);
        }
        const requestId = c.get('requestId');
        // the database restarting or out of reach: 503 with a clear message, never 500 (db/unavailable.ts)
        if (isDatabaseUnavailable(error)) {
          status = 503;
          console.error(`[calls] ${requestId} ${call.path}: database unavailable (${error instanceof Error ? error.message : String(error)})`);
          c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
          return reply(c, { success: false, err: UNAVAILABLE_MESSAGE }, 503, true);
        }
        console.error(`[calls] ${requestId} ${call.path} failed:`, error);
        return reply(c, { success: false, err: `Something went wrong. Please try again later. (reference ${requestId})` }, 500, ctx.cookies);
      } finally {
        // Whatever this call changed (language, profile, consents) is seen by the member's next call.
        // Statements of other calls at the same time count too: that only drops more, never less.
        if (member && !readOnly && (!watch || watch.cachedWrites !== cachedWrites)) await sessionCache.invalidateMember(member.clientId, member.userId);
        // every call that may write in a login-as names the staff who made it beside the member (decision 0460);
        // its end and logout write rows of their own that name both
        if (member?.actingStaffId !== undefined && !readOnly && !endsLoginAs) await auditActing(c, call, member as Member & { actingStaffId: number }, status);
      }
    };
  };

  const servers = new Map<string, CallServer>();
  const router = new Hono<AppEnv>();
  for (const call of deps.definitions ?? calls) {
    const server = sizeLimited(call.path === UPLOAD_PATH ? config.limits.upload : config.limits.body, tooLarge, serve(call));
    servers.set(call.path, server);
    router.post(call.path, server);
  }
  router.all('/application/*', (c) => c.json({ success: false, err: `Unknown call: ${new URL(c.req.url).pathname}` }, 404));
  return { servers, router };
}
