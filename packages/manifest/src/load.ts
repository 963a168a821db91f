/**
 * Reads clients/<id>/manifest.json and server.json, validates them one by one and against each other,
 * and reports every problem as one line an implementation staffer can act on.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { svgLogoProblems } from './logo';
import { precedenceOrder } from './precedence';
import { checkLegalTexts } from './legal';
import { findRoute } from './routes';
import { closestName, manifestSchema, type Manifest } from './schema';
import { serverSettingsSchema, type ServerSettings } from './server-schema';

export const MANIFEST_FILE = 'manifest.json';
export const SERVER_FILE = 'server.json';

/** Host labels that never select a client, because they are the bare development or web host. */
export const RESERVED_SUBDOMAINS = ['localhost', 'www'] as const;

/** One thing wrong with a client, located by file and dotted field path. */
export interface Problem {
  /** as shown to people: clients/<id>/manifest.json or clients/<id>/server.json */
  readonly file: string;
  /** dotted path such as logos.light or permittedRoutes.3; (file) for the file as a whole */
  readonly field: string;
  readonly message: string;
}

export interface LoadedClient {
  /** the folder name, equal to manifest.id when there are no problems */
  readonly id: string;
  /** absolute path of clients/<id> */
  readonly dir: string;
  readonly manifest: Manifest;
  readonly server: ServerSettings;
}

export interface LoadResult {
  /** every client whose manifest.json and server.json both parse; cross-client problems do not drop a client */
  readonly clients: LoadedClient[];
  readonly problems: Problem[];
}

/** The manifest as it may be sent to the browser. Secrets never are in it (they live in server.json). */
export type PublicManifest = Omit<Manifest, '$schema'>;

/** `clients/<id>/manifest.json: <field>: <problem>` */
export function formatProblem(problem: Problem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`;
}

/** The path shown for a file of a client, independent of where the clients folder really is. */
export function clientFileLabel(id: string, file: string): string {
  return `clients/${id}/${file}`;
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  Array: 'a list',
  Object: 'an object',
  null: 'null',
};

/** The dotted field path of a valibot issue: logos.light, permittedRoutes.3. */
export function issueField(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  return keys.length > 0 ? keys.join('.') : '(root)';
}

type AnySchema = v.GenericSchema<unknown, unknown> & {
  readonly entries?: Record<string, AnySchema>;
  readonly wrapped?: AnySchema;
  readonly item?: AnySchema;
  readonly options?: readonly AnySchema[];
};

/** The field names an object schema knows at a path of keys (optional, nullable and unions looked through). */
export function knownFieldsAt(schema: AnySchema, keys: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (node: AnySchema | undefined, rest: readonly string[]) => {
    if (!node) return;
    if (node.wrapped) return visit(node.wrapped, rest);
    if (node.options) {
      for (const option of node.options) visit(option, rest);
      return;
    }
    if (rest.length === 0) {
      for (const key of Object.keys(node.entries ?? {})) found.add(key);
      return;
    }
    const [head, ...tail] = rest as [string, ...string[]];
    if (node.entries) visit(node.entries[head], tail);
    else if (node.item) visit(node.item, tail);
  };
  visit(schema, keys);
  return [...found];
}

/**
 * A person-readable message for a valibot issue; the schema's own messages are kept as they are. With the
 * schema, an unknown field gets the closest known field of its object as a suggestion.
 */
export function issueMessage(
  issue: v.BaseIssue<unknown>,
  schema?: v.GenericSchema<unknown, unknown>,
  file = 'manifest.schema.json',
): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  if (issue.kind === 'schema' && OBJECT_TYPES.has(issue.type) && issue.path && issue.path.length > 0) {
    if (issue.expected === 'never') {
      const keys = issue.path.map((item) => String(item.key));
      const known = schema ? knownFieldsAt(schema as AnySchema, keys.slice(0, -1)) : [];
      const suggestion = closestName(keys.at(-1)!, known);
      return suggestion
        ? `is not a known field (did you mean "${suggestion}"?)`
        : `is not a known field (check the spelling; see ${file})`;
    }
    if (issue.input === undefined) return 'is required';
  }
  if (issue.kind === 'schema' && issue.expected) {
    const expected = issue.expected
      .split(' | ')
      .map((type) => TYPE_WORDS[type] ?? type)
      .join(' or ');
    return `must be ${expected}, got ${issue.received}`;
  }
  return issue.message.replace(/^Invalid [a-z ]+: /, '');
}

function readJson(path: string, label: string, problems: Problem[]): unknown {
  if (!existsSync(path)) {
    problems.push({ file: label, field: '(file)', message: 'is missing' });
    return undefined;
  }
  const text = readFileSync(path, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push({ file: label, field: '(file)', message: jsonErrorMessage(text, error) });
    return undefined;
  }
}

/** Line and column (both from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) + 1 };
}

/**
 * `is not valid JSON at line 3, column 5: Expected ',' or '}' after property value`: V8 names a character
 * position (Node 20) or a line and column (Node 22); either way the implementer gets line and column.
 */
export function jsonErrorMessage(text: string, error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  let where: { line: number; column: number } | undefined;
  const lineColumn = /\(line (\d+) column (\d+)\)/.exec(reason);
  const position = /at position (\d+)/.exec(reason);
  if (lineColumn) where = { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  else if (position) where = lineAndColumn(text, Number(position[1]));
  else if (/end of JSON input/i.test(reason)) where = lineAndColumn(text, text.length);
  const cleaned = reason
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s*in JSON at position \d+/, '')
    .replace(/,?\s*"[^"]*"\s*is not valid JSON$/, '')
    .trim();
  return where
    ? `is not valid JSON at line ${where.line}, column ${where.column}: ${cleaned}`
    : `is not valid JSON: ${cleaned}`;
}

function parse<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  label: string,
  problems: Problem[],
): T | undefined {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const file = label.endsWith(SERVER_FILE) ? 'server.schema.json' : 'manifest.schema.json';
  for (const issue of result.issues) {
    problems.push({ file: label, field: issueField(issue), message: issueMessage(issue, schema, file) });
    // valibot names the first unknown field of an object only; the others of that object follow it here
    if (issue.expected === 'never' && issue.path && issue.path.length > 0) {
      const keys = issue.path.map((item) => String(item.key));
      const parent = keys
        .slice(0, -1)
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], input);
      const known = new Set(knownFieldsAt(schema as AnySchema, keys.slice(0, -1)));
      if (typeof parent !== 'object' || parent === null || known.size === 0) continue;
      for (const key of Object.keys(parent).filter((key) => !known.has(key) && key !== keys.at(-1))) {
        const suggestion = closestName(key, [...known]);
        problems.push({
          file: label,
          field: [...keys.slice(0, -1), key].join('.'),
          message: suggestion
            ? `is not a known field (did you mean "${suggestion}"?)`
            : `is not a known field (check the spelling; see ${file})`,
        });
      }
    }
  }
  return undefined;
}

function duplicates<T>(values: readonly T[]): Array<{ index: number; value: T }> {
  const seen = new Set<T>();
  const repeated: Array<{ index: number; value: T }> = [];
  values.forEach((value, index) => {
    if (seen.has(value)) repeated.push({ index, value });
    seen.add(value);
  });
  return repeated;
}

/**
 * The folder name and the logo files, checked on the raw JSON so that they are reported
 * even when other fields fail the schema.
 */
function checkFolder(folder: string, dir: string, raw: unknown, label: string): Problem[] {
  const problems: Problem[] = [];
  if (typeof raw !== 'object' || raw === null) return problems;
  const { id, logos } = raw as { id?: unknown; logos?: unknown };
  if (typeof id === 'string' && id !== folder) {
    problems.push({ file: label, field: 'id', message: `"${id}" must equal the folder name "${folder}"` });
  }
  if (typeof logos === 'object' && logos !== null) {
    for (const which of ['light', 'dark'] as const) {
      const file = (logos as Record<string, unknown>)[which];
      if (typeof file !== 'string' || !file || file.includes('/')) continue;
      const path = join(dir, file);
      if (!existsSync(path)) {
        problems.push({
          file: label,
          field: `logos.${which}`,
          message: `file "${file}" is not in clients/${folder}/`,
        });
      } else if (
        /\.svg$/i.test(file) &&
        (which === 'light' || file !== (logos as Record<string, unknown>).light)
      ) {
        const bytes = readFileSync(path);
        for (const message of svgLogoProblems(bytes.toString('utf8'), bytes.length)) {
          problems.push({ file: label, field: `logos.${which}`, message: `${file} ${message}` });
        }
      }
    }
  }
  return problems;
}

/** Checks of one manifest that the schema alone cannot express. */
function checkManifest(manifest: Manifest, label: string): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ file: label, field, message });

  manifest.subdomains.forEach((subdomain, index) => {
    if ((RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain)) {
      add(`subdomains.${index}`, `"${subdomain}" is reserved and cannot select a client`);
    }
  });
  for (const { index, value } of duplicates(manifest.subdomains))
    add(`subdomains.${index}`, `"${value}" is listed twice`);
  for (const { index, value } of duplicates(manifest.permittedRoutes)) {
    add(`permittedRoutes.${index}`, `"${value}" is listed twice`);
  }
  for (const { index, value } of duplicates(manifest.languages))
    add(`languages.${index}`, `"${value}" is listed twice`);

  if (!manifest.permittedRoutes.includes(manifest.homePage)) {
    add('homePage', `"${manifest.homePage}" is not in permittedRoutes`);
  } else {
    const path = findRoute(manifest.homePage)?.path ?? null;
    const withoutOptional = path?.replace(/\/:[A-Za-z_]+\?/g, '') ?? null;
    if (withoutOptional === null || withoutOptional.includes(':') || withoutOptional.includes('*')) {
      add(
        'homePage',
        `"${manifest.homePage}" cannot be a landing page: its path ${path ?? '(none)'} needs a parameter`,
      );
    }
  }

  if (!manifest.languages.includes(manifest.defaultLanguage)) {
    add(
      'defaultLanguage',
      `"${manifest.defaultLanguage}" is not in languages (${manifest.languages.join(', ')})`,
    );
  }

  if (manifest.features.germanLegalLinks) {
    if (!manifest.legal.privacySlugDe)
      add('legal.privacySlugDe', 'is required when features.germanLegalLinks is true');
    if (!manifest.legal.termsSlugDe)
      add('legal.termsSlugDe', 'is required when features.germanLegalLinks is true');
  }

  if (manifest.chatWidget?.provider === 'twilio' && !manifest.chatWidget.id) {
    add('chatWidget.id', 'is required for provider "twilio"');
  }

  if (manifest.brand.onAction && !manifest.brand.action) {
    add('brand.onAction', 'needs brand.action: it is the text colour on that background');
  }
  return problems;
}

function listClientFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * What one client folder gave: its client when both files parse, its own problems, and the values it claims (the
 * clashes between folders are found when every folder is read). The server keeps it per folder, so a folder whose
 * files did not change is not read again (decision 0640).
 */
export interface FolderLoad {
  readonly folder: string;
  readonly client: LoadedClient | null;
  readonly problems: readonly Problem[];
  readonly claims: readonly ClaimOf[];
}

interface ClaimOf extends Claim {
  readonly kind: string;
  readonly key: string;
}

export interface LoadOptions {
  /** a folder's load from before, when the caller knows its files have not changed since (the server's watch) */
  readonly unchanged?: (folder: string) => FolderLoad | undefined;
  /** hears each folder's load, read or reused, to hand back later */
  readonly loaded?: (load: FolderLoad) => void;
}

/** Loads and checks every client under clientsDir (usually ./clients). Never throws for bad client data. */
export function loadClients(clientsDir: string, options: LoadOptions = {}): LoadResult {
  const root = resolve(clientsDir);
  const clients: LoadedClient[] = [];
  const problems: Problem[] = [];
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    problems.push({ file: clientsDir, field: '(folder)', message: 'does not exist' });
    return { clients, problems };
  }

  // Values only one client may hold, claimed per folder; the clash is blamed after every folder is read.
  const claims = new Map<string, Claim[]>();
  for (const folder of listClientFolders(root)) {
    const load = options.unchanged?.(folder) ?? loadClientFolder(root, folder);
    options.loaded?.(load);
    problems.push(...load.problems);
    for (const entry of load.claims) {
      const list = claims.get(`${entry.kind}\0${entry.key}`) ?? [];
      list.push(entry);
      claims.set(`${entry.kind}\0${entry.key}`, list);
    }
    if (load.client) clients.push(load.client);
  }

  problems.push(...clashes(claims, root));
  return { clients, problems };
}

/** Reads and checks one client folder under root (a resolved path). */
export function loadClientFolder(root: string, folder: string): FolderLoad {
  const problems: Problem[] = [];
  const claims: ClaimOf[] = [];
  const claim = (kind: string, key: string, entry: Claim) => claims.push({ ...entry, kind, key });
  const dir = join(root, folder);
  const manifestLabel = clientFileLabel(folder, MANIFEST_FILE);
  const serverLabel = clientFileLabel(folder, SERVER_FILE);

  const manifestProblems: Problem[] = [];
  const rawManifest = readJson(join(dir, MANIFEST_FILE), manifestLabel, manifestProblems);
  const manifest =
    rawManifest === undefined
      ? undefined
      : parse(manifestSchema, rawManifest, manifestLabel, manifestProblems);
  problems.push(...manifestProblems);
  if (rawManifest !== undefined) problems.push(...checkFolder(folder, dir, rawManifest, manifestLabel));

  const serverProblems: Problem[] = [];
  const rawServer = readJson(join(dir, SERVER_FILE), serverLabel, serverProblems);
  const server =
    rawServer === undefined ? undefined : parse(serverSettingsSchema, rawServer, serverLabel, serverProblems);

  if (manifest) {
    problems.push(...checkManifest(manifest, manifestLabel));
    problems.push(...checkLegalTexts(folder, dir, manifest));

    manifest.subdomains.forEach((subdomain, index) => {
      claim('subdomain', subdomain, {
        folder,
        file: manifestLabel,
        field: `subdomains.${index}`,
        shown: `"${subdomain}"`,
      });
    });
    claim('clientNumber', String(manifest.clientNumber), {
      folder,
      file: manifestLabel,
      field: 'clientNumber',
      shown: String(manifest.clientNumber),
    });
  }

  if (server) {
    const own = new Set<string>();
    server.accessCodes.forEach((code, index) => {
      const key = code.toUpperCase();
      if (own.has(key)) {
        serverProblems.push({
          file: serverLabel,
          field: `accessCodes.${index}`,
          message: `"${code}" is already used by this file`,
        });
        return;
      }
      own.add(key);
      claim('accessCode', key, {
        folder,
        file: serverLabel,
        field: `accessCodes.${index}`,
        shown: `"${code}"`,
      });
    });
  }

  if (manifest && server) {
    if (manifest.signIn.alternativeLogin && !server.alternativeLogin) {
      problems.push({
        file: manifestLabel,
        field: 'signIn.alternativeLogin',
        message: 'is true but server.json has no alternativeLogin.clientIdentifier',
      });
    }
    if (!manifest.signIn.alternativeLogin && server.alternativeLogin) {
      serverProblems.push({
        file: serverLabel,
        field: 'alternativeLogin',
        message: 'is set but signIn.alternativeLogin is false in manifest.json (use null)',
      });
    }
  }
  problems.push(...serverProblems);

  const client = manifest && server ? { id: folder, dir, manifest, server } : null;
  return { folder, client, problems, claims };
}

/** One value a client claims for itself: a subdomain, its client number or an access code. */
interface Claim {
  readonly folder: string;
  readonly file: string;
  readonly field: string;
  /** the value as the message shows it */
  readonly shown: string;
}

/**
 * Every value claimed by more than one client, blamed on the newer or changed clients (precedence.ts):
 * the oldest claimant keeps it and is named as its owner.
 */
function clashes(claims: ReadonlyMap<string, readonly Claim[]>, root: string): Problem[] {
  const problems: Problem[] = [];
  let order: ((a: string, b: string) => number) | undefined;
  for (const list of claims.values()) {
    if (new Set(list.map((entry) => entry.folder)).size < 2) continue;
    order ??= precedenceOrder(root);
    const sorted = [...list].sort((a, b) => order!(a.folder, b.folder));
    const owner = sorted[0]!;
    for (const entry of sorted) {
      if (entry.folder === owner.folder) continue;
      problems.push({
        file: entry.file,
        field: entry.field,
        message: `${entry.shown} is already used by ${owner.file}`,
      });
    }
  }
  return problems.sort((a, b) => (a.file === b.file ? 0 : a.file < b.file ? -1 : 1));
}

/** What may be sent to the browser: the manifest itself, without the editor-only $schema reference. */
export function publicManifest(manifest: Manifest): PublicManifest {
  const { $schema: _schema, ...rest } = manifest;
  return rest;
}

/**
 * The client a request is for, by the first label of its Host header (`<sub>.localhost:3000`,
 * `<sub>.example.com`); undefined for a bare host, an IP address or an unknown subdomain.
 */
export function findClientByHost<T extends { readonly manifest: Pick<Manifest, 'subdomains'> }>(
  clients: readonly T[],
  host: string | null | undefined,
): T | undefined {
  if (!host || host.startsWith('[')) return undefined;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const labels = name.split('.');
  if (labels.length < 2 || labels.every((label) => /^\d+$/.test(label))) return undefined;
  const subdomain = labels[0];
  if (!subdomain) return undefined;
  return clients.find((client) => client.manifest.subdomains.includes(subdomain));
}
