import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { mailSettingsFrom, type MailSettings } from './mail/mailer';
import { MIN_PREVIEW_SECRET_LENGTH } from './tenancy/preview';

/** The repository root, so defaults do not depend on the directory the server was started from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const SESSION_MAX_MINUTES = 1440;
/**
 * Seed 003 section 4: 15 minutes idle opens the app's prompt, which signs out 2 minutes later unanswered; so a
 * session ends 17 minutes after the member's last activity (decision 0466).
 */
export const SESSION_IDLE_MINUTES = 15 + 2;

/**
 * Which X-Forwarded-For hops to believe (decision 0465): `hops` proxies in front of us, each appending the address
 * it saw, or the `trusted` proxy addresses and networks; the caller is the right-most hop that is not one of them.
 */
export interface ProxySettings {
  /** TRUST_PROXY=<n>: this many proxies append to X-Forwarded-For (1 for a single load balancer); 0 without one */
  readonly hops: number;
  /** TRUSTED_PROXIES: addresses and CIDR networks of our proxies (e.g. 10.0.0.0/8); empty when hops decide */
  readonly trusted: readonly string[];
}

export interface OidcConfig {
  /** the issuer whose ID tokens the pre-check and registration accept */
  readonly issuer: string;
  /** expected `aud`; null: the tenant's OIDC client id (its manifest id) as the development provider issues */
  readonly audience: string | null;
  /** JWKS of an external issuer; null with the development provider (its keys are in process) */
  readonly jwksUrl: string | null;
  /** whether the development identity provider is mounted under /oidc */
  readonly devProvider: boolean;
}

export interface Config {
  readonly env: 'development' | 'test' | 'production';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** PostgreSQL when set, else embedded PGlite in dataDir/pglite (or in memory for tests) */
  readonly databaseUrl: string | null;
  /** DATABASE_POOL_MAX: connections each process's pool holds at most (default 20; see docs/deploy.md) */
  readonly databasePoolMax: number;
  readonly pgliteDir: string | null;
  /** the origin of the bare host, e.g. http://localhost:3000 */
  readonly publicOrigin: string;
  /** the registrable domain tenants are sub-domains of, e.g. localhost or example.com */
  readonly baseDomain: string;
  readonly defaultClient: string | null;
  readonly sessionMinutes: number;
  /** SESSION_IDLE_MINUTES: a session ends this long after the member's last activity (at most the default, 17) */
  readonly sessionIdleMinutes: number;
  /** whether a proxy is trusted at all: X-Forwarded-Proto and -For count only then */
  readonly trustProxy: boolean;
  readonly proxy: ProxySettings;
  readonly oidc: OidcConfig;
  readonly clientsDir: string;
  /**
   * CLIENTS_LIVE: how the clients served follow their folders with no restart (decision 0530). 'watch' (the default
   * in development): the server looks at clients/ and tokens/ every CLIENTS_POLL_MS and loads what changed;
   * 'publish' (the default in production): it serves the latest release of `npm run clients:publish` and hears of the
   * next through the database's news; 'off' (tests): the clients of the start.
   */
  readonly clientsLive: 'watch' | 'publish' | 'off';
  readonly clientsPollMs: number;
  readonly appDistDir: string;
  /** the app's server entry: the first view of the login page (decision 0350); APP_SERVER_ENTRY */
  readonly appServerEntry: string;
  readonly themeDir: string;
  /** MAP_STYLE_URL: a maplibre style with street detail; without it maps draw the offline basemap (decision 0220) */
  readonly mapStyleUrl: string | null;
  readonly limits: { readonly body: number; readonly upload: number };
  /**
   * the alternative login: attempts per address, per email and per trusted device (`max`), and wrong client
   * identifiers per client whoever typed them (`wrongIdentifiersPerClient`), per window; a trusted device is
   * remembered `deviceDays` (decision 0465)
   */
  readonly alternativeLogin: { readonly max: number; readonly wrongIdentifiersPerClient: number; readonly windowMs: number; readonly deviceDays: number };
  /** registration: attempts per identity, and wrong access codes per client, per window */
  readonly registration: { readonly perIdentity: number; readonly wrongCodesPerClient: number; readonly windowMs: number };
  /** the mail adapter (decision 0300): MAIL_TRANSPORT (outbox, the default, or smtp), SMTP_URL, MAIL_FROM */
  readonly mail: MailSettings;
  /**
   * PREVIEW_SECRET: signs the preview links of draft clients (decision 0550); outside production the server makes
   * one in the data directory when it is not set (tenancy/preview.ts), in production a draft cannot be previewed
   * without it
   */
  readonly previewSecret: string | null;
  /** PORTAL_TEST_HOOKS=1: mounts /__test/* (packages/server/src/testing) for the end-to-end suite; never in production */
  readonly testHooks: boolean;
  /**
   * whether a reply written as JSON text (JsonReply) is parsed and checked against its call's schema before it goes
   * out: a development aid, never in production; PORTAL_REPLY_CHECKS=off leaves it out elsewhere too (the
   * benchmarks of the production shape, which run with the test hooks and so outside production)
   */
  readonly checkReplies: boolean;
}

export const TEST_HOOKS_IN_PRODUCTION_MESSAGE = 'PORTAL_TEST_HOOKS must not be set together with NODE_ENV=production';

type Env = Record<string, string | undefined>;

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function mapStyleUrlFrom(value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`MAP_STYLE_URL must be an http(s) URL, got "${value}"`);
  return url.href;
}

const ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/** TRUST_PROXY (off, true/1 for one proxy, or a hop count) and TRUSTED_PROXIES (a comma-separated list). */
export function proxyFrom(trustProxy: string | undefined, trustedProxies: string | undefined): ProxySettings {
  const trusted = (trustedProxies ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of trusted) {
    if (!ADDRESS.test(entry)) throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDR networks, got "${entry}"`);
  }
  const value = (trustProxy ?? '').trim().toLowerCase();
  const hops = value === '' || value === 'false' ? 0 : value === 'true' ? 1 : intFrom(value, 0, 'TRUST_PROXY');
  // a list of proxies is a proxy configuration of its own; TRUST_PROXY=1 beside it only says so twice
  return { hops: trusted.length > 0 ? 0 : hops, trusted };
}

function clientsLiveFrom(value: string | undefined, nodeEnv: Config['env']): Config['clientsLive'] {
  if (value === 'watch' || value === 'publish' || value === 'off') return value;
  if (value) throw new Error(`CLIENTS_LIVE must be watch, publish or off, got "${value}"`);
  return nodeEnv === 'production' ? 'publish' : nodeEnv === 'development' ? 'watch' : 'off';
}

/** PREVIEW_SECRET, refused when short enough to be guessed. */
function previewSecretFrom(env: Env): string | null {
  const secret = env.PREVIEW_SECRET?.trim();
  if (!secret) return null;
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH) throw new Error(`PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters`);
  return secret;
}

/** Reads the server's settings from the environment; every one has a development default. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = intFrom(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? '.data');
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${overrides.port ?? port}`).replace(/\/$/, '');
  const externalIssuer = env.OIDC_ISSUER?.replace(/\/$/, '') || null;
  // Capped so a misconfiguration cannot outlive the spec's session maximum (seed 003 section 4).
  const proxy = proxyFrom(env.TRUST_PROXY, env.TRUSTED_PROXIES);
  const sessionMinutes = Math.min(intFrom(env.SESSION_MINUTES, SESSION_MAX_MINUTES, 'SESSION_MINUTES'), SESSION_MAX_MINUTES);
  const base: Config = {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMax: intFrom(env.DATABASE_POOL_MAX, 20, 'DATABASE_POOL_MAX') || 20,
    pgliteDir: path.join(dataDir, 'pglite'),
    publicOrigin,
    baseDomain: env.BASE_DOMAIN ?? new URL(publicOrigin).hostname,
    defaultClient: env.DEFAULT_CLIENT || null,
    sessionMinutes,
    sessionIdleMinutes: Math.min(intFrom(env.SESSION_IDLE_MINUTES, SESSION_IDLE_MINUTES, 'SESSION_IDLE_MINUTES'), SESSION_IDLE_MINUTES) || SESSION_IDLE_MINUTES,
    trustProxy: proxy.hops > 0 || proxy.trusted.length > 0,
    proxy,
    oidc: {
      issuer: externalIssuer ?? `${publicOrigin}/oidc`,
      audience: env.OIDC_AUDIENCE || null,
      jwksUrl: env.OIDC_JWKS_URL || (externalIssuer ? `${externalIssuer}/jwks` : null),
      // Off in production unless asked for: a demo password must never guard real members.
      devProvider: externalIssuer === null && (nodeEnv === 'production' ? env.DEV_IDP === 'true' : env.DEV_IDP !== 'false'),
    },
    clientsDir: path.resolve(REPO_ROOT, env.CLIENTS_DIR ?? 'clients'),
    clientsLive: clientsLiveFrom(env.CLIENTS_LIVE, nodeEnv),
    clientsPollMs: intFrom(env.CLIENTS_POLL_MS, 1000, 'CLIENTS_POLL_MS') || 1000,
    appDistDir: path.resolve(REPO_ROOT, env.APP_DIST_DIR ?? 'app/dist'),
    appServerEntry: path.resolve(REPO_ROOT, env.APP_SERVER_ENTRY ?? 'app/dist-ssr/entry-server.js'),
    themeDir: path.resolve(REPO_ROOT, 'packages/theme/generated'),
    mapStyleUrl: mapStyleUrlFrom(env.MAP_STYLE_URL),
    limits: { body: intFrom(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'), upload: intFrom(env.UPLOAD_LIMIT, 10 * 1024 * 1024, 'UPLOAD_LIMIT') },
    alternativeLogin: {
      max: 5,
      wrongIdentifiersPerClient: intFrom(env.ALTERNATIVE_LOGIN_WRONG_IDENTIFIERS_PER_CLIENT, 20, 'ALTERNATIVE_LOGIN_WRONG_IDENTIFIERS_PER_CLIENT'),
      windowMs: 15 * 60 * 1000,
      deviceDays: 90,
    },
    registration: {
      perIdentity: intFrom(env.REGISTRATION_ATTEMPTS_PER_IDENTITY, 10, 'REGISTRATION_ATTEMPTS_PER_IDENTITY'),
      wrongCodesPerClient: intFrom(env.REGISTRATION_WRONG_CODES_PER_CLIENT, 30, 'REGISTRATION_WRONG_CODES_PER_CLIENT'),
      windowMs: 15 * 60 * 1000,
    },
    mail: mailSettingsFrom(env),
    previewSecret: previewSecretFrom(env),
    testHooks: env.PORTAL_TEST_HOOKS === '1',
    checkReplies: nodeEnv !== 'production' && env.PORTAL_REPLY_CHECKS !== 'off',
  };
  const config = { ...base, ...overrides };
  // The hooks create members and sessions without a password: a production server must not start with them.
  if (config.testHooks && config.env === 'production') throw new Error(TEST_HOOKS_IN_PRODUCTION_MESSAGE);
  return config;
}
