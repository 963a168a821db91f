import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ProxySettings } from '../config';

/** The proxies a request may have come through, as config.proxy says; built once per app (proxyRules). */
export interface ProxyRules {
  readonly hops: number;
  readonly trusted: BlockList | null;
}

/** The trusted proxies' addresses as a BlockList (addresses and CIDR networks, IPv4 and IPv6). */
export function proxyRules(proxy: ProxySettings): ProxyRules {
  if (proxy.trusted.length === 0) return { hops: proxy.hops, trusted: null };
  const trusted = new BlockList();
  for (const entry of proxy.trusted) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  return { hops: 0, trusted };
}

/** An address as the lists compare it: IPv4-mapped IPv6 (::ffff:10.0.0.1) as plain IPv4, no port or brackets. */
function plainAddress(value: string): string {
  let address = value.trim();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(trusted: BlockList, address: string): boolean {
  const kind = isIP(address);
  return kind !== 0 && trusted.check(address, kind === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The caller's address (decision 0465). Without a trusted proxy it is the connection's peer. Behind proxies it is
 * read from the right of X-Forwarded-For, the end our own proxies append to, never from the left, which the
 * caller writes: with a hop count, the address the outermost of our proxies saw (the `hops`-th entry from the
 * right, the peer counting as the first proxy); with a list of trusted proxies, the right-most hop, peer
 * included, that is not one of them.
 */
export function clientIp(c: Context, rules: ProxyRules): string {
  const peer = peerAddress(c);
  if (rules.hops === 0 && rules.trusted === null) return peer;
  const forwarded = c.req.header('x-forwarded-for');
  const chain = [...(forwarded ? forwarded.split(',').map(plainAddress).filter(Boolean) : []), peer];
  if (rules.trusted) {
    for (let i = chain.length - 1; i >= 0; i -= 1) if (!isTrusted(rules.trusted, chain[i]!)) return chain[i]!;
    return chain[0]!;
  }
  return chain[Math.max(0, chain.length - 1 - rules.hops)]!;
}

function peerAddress(c: Context): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the browser reached us over TLS (directly or through a TLS-terminating proxy). X-Forwarded-Proto
 * counts only behind a proxy we were told to trust: anybody can send the header, and believing it would
 * switch on HSTS and Secure cookies for a plain-HTTP client (the cookie then never comes back).
 */
export function isTls(c: Context, trustProxy: boolean): boolean {
  // c.req.url is the absolute URL the adapter built, so its scheme is its start (no URL parse per request).
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The origin the browser used, from the Host header (`hostHeader` when the caller has read it already). */
export function requestOrigin(c: Context, trustProxy: boolean, hostHeader: string | undefined = c.req.header('host')): string {
  const host = hostHeader ?? new URL(c.req.url).host;
  return `${isTls(c, trustProxy) ? 'https' : 'http'}://${host}`;
}

/** The request headers a call reads, each as `c.req.header(name)` would give it. */
export interface CallHeaders {
  readonly host: string | undefined;
  readonly contentType: string | undefined;
  readonly contentLength: string | undefined;
  readonly transferEncoding: string | undefined;
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
  readonly cookie: string | undefined;
  readonly requestId: string | undefined;
  readonly acceptEncoding: string | undefined;
  /** X-Portal-Idle: seconds since the member's last activity, as the app counts it (decision 0466) */
  readonly portalIdle: string | undefined;
}

type CallHeaderKey = keyof CallHeaders;
const CALL_HEADERS = new Map<string, CallHeaderKey>([
  ['host', 'host'],
  ['content-type', 'contentType'],
  ['content-length', 'contentLength'],
  ['transfer-encoding', 'transferEncoding'],
  ['origin', 'origin'],
  ['sec-fetch-site', 'secFetchSite'],
  ['cookie', 'cookie'],
  ['x-request-id', 'requestId'],
  ['accept-encoding', 'acceptEncoding'],
  ['x-portal-idle', 'portalIdle'],
]);
const CALL_HEADER_LENGTHS = new Set([...CALL_HEADERS.keys()].map((name) => name.length));
const NOT_A_VALUE = /[\0\r\n]/;
const isSpace = (code: number) => code === 9 || code === 10 || code === 13 || code === 32;

function trimmed(value: string): string {
  return isSpace(value.charCodeAt(0)) || isSpace(value.charCodeAt(value.length - 1)) ? value.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '') : value;
}

function noCallHeaders(): Record<CallHeaderKey, string | undefined> {
  return { host: undefined, contentType: undefined, contentLength: undefined, transferEncoding: undefined, origin: undefined, secFetchSite: undefined, cookie: undefined, requestId: undefined, acceptEncoding: undefined, portalIdle: undefined };
}

/**
 * The headers a call reads, in one pass over Node's raw headers instead of one lookup each through the adapter's
 * Headers (about 0.2 µs apiece, nine per call). The values are what `c.req.header(name)` answers on
 * @hono/node-server: every occurrence joined with ", " (cookies with "; ") and trimmed. A request not from Node
 * (`app.request`), or with a value no header may hold, is read through `c.req.header` as before.
 */
export function callHeadersOf(c: Context): CallHeaders {
  const raw = (c.env as { incoming?: { rawHeaders?: unknown } } | undefined)?.incoming?.rawHeaders;
  if (!Array.isArray(raw)) return callHeadersThroughHono(c);
  const found = noCallHeaders();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    if (!CALL_HEADER_LENGTHS.has(name.length)) continue;
    const key = CALL_HEADERS.get(name.toLowerCase());
    if (key === undefined) continue;
    const value = raw[i + 1] as string;
    if (NOT_A_VALUE.test(value)) return callHeadersThroughHono(c);
    const previous = found[key];
    found[key] = previous === undefined ? trimmed(value) : `${previous}${key === 'cookie' ? '; ' : ', '}${trimmed(value)}`;
  }
  return found;
}

function callHeadersThroughHono(c: Context): CallHeaders {
  const found = noCallHeaders();
  for (const [name, key] of CALL_HEADERS) found[key] = c.req.header(name);
  return found;
}

/**
 * Behind a proxy we trust, the host the browser asked for when the proxy sent another Host (a CDN or a static
 * host forwarding to the API's own name sends X-Forwarded-Host; docs/deploy-tenant.md): written over the request's
 * Host before anything reads it, so the tenancy, cookies, redirects and the origin check all see the browser's.
 * Without a trusted proxy the header is ignored: anybody can send it.
 */
export function adoptForwardedHost(request: { rawHeaders: string[]; headers: Record<string, string | string[] | undefined> }): void {
  let forwarded: string | undefined;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.length === 16 && request.rawHeaders[i]!.toLowerCase() === 'x-forwarded-host') {
      forwarded = request.rawHeaders[i + 1]!.split(',')[0]!.trim();
      break;
    }
  }
  if (!forwarded || !/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(forwarded)) return;
  let replaced = false;
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    if (request.rawHeaders[i]!.length === 4 && request.rawHeaders[i]!.toLowerCase() === 'host') {
      request.rawHeaders[i + 1] = forwarded;
      replaced = true;
    }
  }
  if (!replaced) request.rawHeaders.push('Host', forwarded);
  request.headers.host = forwarded;
}

