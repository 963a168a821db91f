/**
 * Creates a new client folder (manifest.json, server.json, placeholder logos) that passes the clients check,
 * for `npm run client:new -- <id> --skin <n>`.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { format } from 'prettier';
import { MAX_SKIN, MIN_SKIN, type ManifestInput } from './schema';
import type { RouteName } from './routes';
import type { ServerSettingsInput } from './server-schema';
import { MANIFEST_FILE, RESERVED_SUBDOMAINS, SERVER_FILE } from './load';
import { LEGAL_FOLDER, LEGAL_KINDS, legalFile } from './legal';
import { legalTemplate } from './legal-templates';

/** A refusal with a one-line reason for the person at the terminal. */
export class ScaffoldError extends Error {}

export const MANIFEST_SCHEMA_REF = '../../packages/manifest/manifest.schema.json';
export const SERVER_SCHEMA_REF = '../../packages/manifest/server.schema.json';
export const FIRST_CLIENT_NUMBER = 1000;

/** What most clients offer; staff remove what the contract does not include. */
export const DEFAULT_PERMITTED_ROUTES = [
  'home',
  'results',
  'content',
  'settings',
  'accountSettings',
  'emergencyContacts',
  'messageAction',
  'f2f',
  'standaloneArticle',
  'events',
  'viewEvent',
  'bookingVideoRoom',
  'healthScore',
  'healthScoreDataProtection',
  'healthScoreAssessment',
  'healthScoreResults',
  'faq',
  'dmhFaqs',
  'dmhArticles',
  'privacy',
  'TCs',
] as const satisfies readonly RouteName[];

const ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why an id cannot be used, or undefined when it can. */
export function clientIdError(id: string): string | undefined {
  if (!ID_PATTERN.test(id) || id.length < 2 || id.length > 40) {
    return `client id "${id}" must be 2 to 40 lower-case letters, digits and single hyphens, starting with a letter (e.g. "blue-river")`;
  }
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(id)) return `client id "${id}" is reserved`;
  return undefined;
}

/** The skin number from a command-line value, or a one-line reason why it is not one. */
export function parseSkin(value: string | undefined): number | string {
  if (value === undefined || !/^\d+$/.test(value))
    return `--skin must be a whole number from ${MIN_SKIN} to ${MAX_SKIN}`;
  const skin = Number(value);
  return skin >= MIN_SKIN && skin <= MAX_SKIN
    ? skin
    : `--skin must be a whole number from ${MIN_SKIN} to ${MAX_SKIN}`;
}

/** "blue-river" -> "Blue River" */
export function nameFromId(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Up to two initials of a name: "Blue River" -> "BR", "Kontor" -> "KO". */
export function initialsOf(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return (words[0] ?? 'C').slice(0, 2).toUpperCase();
}

/** A fresh access code such as BLUE-RIVER-7KQ4-M2XD (no 0/O or 1/I, so it can be read out on the phone). */
export function generateAccessCode(id: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const block = () => Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${id.toUpperCase().slice(0, 40)}-${block()}-${block()}`;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A placeholder logo: a mark with the initials and the name, dark ink for light backgrounds or light ink for dark. */
export function placeholderLogo(name: string, variant: 'light' | 'dark'): string {
  const ink = variant === 'light' ? '#1f2a37' : '#ffffff';
  const markText = variant === 'light' ? '#ffffff' : '#1f2a37';
  const label = escapeXml(name);
  const width = Math.max(160, 64 + name.length * 13);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img">`,
    `  <title>${label}</title>`,
    `  <rect x="2" y="4" width="40" height="40" rx="8" fill="${ink}"/>`,
    `  <text x="22" y="30" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="16" font-weight="700" fill="${markText}">${escapeXml(initialsOf(name))}</text>`,
    `  <text x="54" y="31" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="20" font-weight="600" fill="${ink}">${label}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

interface ExistingClients {
  readonly numbers: number[];
  readonly subdomains: Map<string, string>;
}

/** Reads what other clients already use, tolerating broken manifests (the check reports those). */
function existingClients(root: string): ExistingClients {
  const numbers: number[] = [];
  const subdomains = new Map<string, string>();
  if (!existsSync(root)) return { numbers, subdomains };
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const file = join(root, entry.name, MANIFEST_FILE);
    if (!entry.isDirectory() || !existsSync(file)) continue;
    try {
      const raw = JSON.parse(readFileSync(file, 'utf8')) as { clientNumber?: unknown; subdomains?: unknown };
      if (typeof raw.clientNumber === 'number') numbers.push(raw.clientNumber);
      if (Array.isArray(raw.subdomains)) {
        for (const subdomain of raw.subdomains)
          if (typeof subdomain === 'string') subdomains.set(subdomain, entry.name);
      }
    } catch {
      // an unreadable manifest is reported by the check that follows
    }
  }
  return { numbers, subdomains };
}

/** The next free client number: one above the highest in use, and at least FIRST_CLIENT_NUMBER. */
export function nextClientNumber(clientsDir: string): number {
  const { numbers } = existingClients(resolve(clientsDir));
  return Math.max(FIRST_CLIENT_NUMBER - 1, ...numbers) + 1;
}

export interface NewClientOptions {
  readonly id: string;
  readonly skin: number;
  /** defaults to the id in title case */
  readonly name?: string;
}

export interface NewClientResult {
  readonly dir: string;
  readonly accessCode: string;
  readonly manifest: ManifestInput;
  readonly files: readonly string[];
}

const json = (value: unknown) => format(JSON.stringify(value), { parser: 'json', printWidth: 110 });

/** Writes clients/<id>/ with a valid manifest, fresh secrets and placeholder logos. Throws ScaffoldError. */
export async function scaffoldClient(
  clientsDir: string,
  options: NewClientOptions,
): Promise<NewClientResult> {
  const { id, skin } = options;
  const idProblem = clientIdError(id);
  if (idProblem) throw new ScaffoldError(idProblem);
  const skinValue = parseSkin(String(skin));
  if (typeof skinValue === 'string') throw new ScaffoldError(skinValue);

  const root = resolve(clientsDir);
  const dir = join(root, id);
  if (existsSync(dir))
    throw new ScaffoldError(`clients/${id} already exists; pick another id or edit that client`);
  const existing = existingClients(root);
  const owner = existing.subdomains.get(id);
  if (owner) throw new ScaffoldError(`subdomain "${id}" is already used by clients/${owner}/manifest.json`);

  const name = options.name?.trim() || nameFromId(id);
  const manifest = {
    $schema: MANIFEST_SCHEMA_REF,
    id,
    clientNumber: Math.max(FIRST_CLIENT_NUMBER - 1, ...existing.numbers) + 1,
    name,
    subdomains: [id],
    skin: skinValue,
    logos: { light: 'logo-light.svg', dark: 'logo-dark.svg', alt: name },
    permittedRoutes: [...DEFAULT_PERMITTED_ROUTES],
    homePage: 'home',
    appBanners: [],
    legal: { privacySlug: `${id}-privacy`, termsSlug: `${id}-terms` },
    chatWidget: null,
    support: { phone: {}, email: `support@${id}.example.com` },
    helplineTile: null,
    eap: { active: false },
    currency: 'eur',
    languages: ['en'],
    defaultLanguage: 'en',
    signIn: { sso: true, google: false, microsoft: false, twoFactor: false, alternativeLogin: false },
    features: {
      locationSelector: true,
      settingsLayout: 'standard',
      sideBarHidden: false,
      germanLegalLinks: false,
    },
    brand: {},
  } satisfies ManifestInput;

  const accessCode = generateAccessCode(id);
  const server = {
    $schema: SERVER_SCHEMA_REF,
    accessCodes: [accessCode],
    oidc: { clientSecret: randomBytes(24).toString('base64url') },
    alternativeLogin: null,
  } satisfies ServerSettingsInput;

  mkdirSync(dir, { recursive: true });
  const files: Array<[string, string]> = [
    [MANIFEST_FILE, await json(manifest)],
    [SERVER_FILE, await json(server)],
    ['logo-light.svg', placeholderLogo(name, 'light')],
    ['logo-dark.svg', placeholderLogo(name, 'dark')],
    // placeholder terms and privacy policy for each language (decision 0531): staff replace them with the client's own
    ...manifest.languages.flatMap((language) =>
      LEGAL_KINDS.map((kind): [string, string] => [legalFile(kind, language), legalTemplate(kind, language, { name, email: manifest.support.email })]),
    ),
  ];
  mkdirSync(join(dir, LEGAL_FOLDER), { recursive: true });
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  return { dir, accessCode, manifest, files: files.map(([file]) => `clients/${id}/${file}`) };
}
