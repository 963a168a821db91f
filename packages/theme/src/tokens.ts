/** Loads the DTCG token files and resolves one skin's semantic tokens with style-dictionary. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DesignTokens, TransformedToken } from 'style-dictionary/types';
import { MAX_SKIN, MIN_SKIN } from '@portal/manifest/schema';
import { cssVarName } from './typed-theme';

/** The repository's tokens/ folder. */
export const TOKENS_DIR = fileURLToPath(new URL('../../../tokens/', import.meta.url));

/** Every skin number a manifest may name; each gets a CSS file. */
export const SKIN_NUMBERS: readonly number[] = Array.from(
  { length: MAX_SKIN - MIN_SKIN + 1 },
  (_, i) => MIN_SKIN + i,
);

/** One semantic token after references and transforms are resolved. */
export interface ResolvedToken {
  /** dotted path, e.g. 'color.text.default' */
  id: string;
  path: readonly string[];
  /** the custom property, e.g. '--color-text-default' */
  cssVar: string;
  type: string | undefined;
  value: string;
}

export interface ResolvedSkin {
  /** the skin whose token file was used: skins without one resolve to skin 0 */
  sourceSkin: number;
  tokens: readonly ResolvedToken[];
  byId: ReadonlyMap<string, string>;
}

type TokenTree = { [key: string]: unknown };

const isTree = (value: unknown): value is TokenTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(file: string): TokenTree {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isTree(parsed)) throw new Error(`${file} is not a token group`);
  return parsed;
}

/** Deep merge of token groups; a token (an object with $value) replaces the whole earlier token's value. */
function merge(target: TokenTree, source: TokenTree, topLevel = false): TokenTree {
  for (const [key, value] of Object.entries(source)) {
    // A root $description documents the file, not a token group.
    if (topLevel && key.startsWith('$')) continue;
    const existing = target[key];
    if (isTree(value) && isTree(existing) && !('$value' in value)) merge(existing, value);
    else if (isTree(value) && isTree(existing)) target[key] = { ...existing, ...value };
    else target[key] = structuredClone(value);
  }
  return target;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** The skin whose token file applies: its own if tokens/skins/<n>.json exists, else skin 0. */
export function sourceSkinOf(skin: number, tokensDir = TOKENS_DIR): number {
  if (!Number.isInteger(skin) || skin < MIN_SKIN || skin > MAX_SKIN) {
    throw new RangeError(`skin must be an integer from ${MIN_SKIN} to ${MAX_SKIN}, got ${skin}`);
  }
  return existsSync(join(tokensDir, 'skins', `${skin}.json`)) ? skin : 0;
}

/** The skins that have their own token file. */
export function skinsWithFiles(tokensDir = TOKENS_DIR): number[] {
  return SKIN_NUMBERS.filter((skin) => sourceSkinOf(skin, tokensDir) === skin);
}

function tokenTree(sourceSkin: number, tokensDir: string): TokenTree {
  const tree: TokenTree = {};
  for (const file of [...jsonFiles(join(tokensDir, 'base')), ...jsonFiles(join(tokensDir, 'semantic'))]) {
    merge(tree, readJson(file), true);
  }
  const skinFile = join(tokensDir, 'skins', `${sourceSkin}.json`);
  if (existsSync(skinFile)) {
    const skinTokens = readJson(skinFile);
    // Every skin must define the same custom properties, or the typed theme would point at missing ones.
    for (const id of tokenIds(skinTokens)) {
      if (!id.startsWith('base.') && !tokenAt(tree, id)) {
        throw new Error(
          `tokens/skins/${sourceSkin}.json: ${id} is not a semantic token (add it to tokens/semantic)`,
        );
      }
    }
    merge(tree, skinTokens, true);
  }
  return tree;
}

function tokenIds(node: TokenTree, path: readonly string[] = []): string[] {
  if ('$value' in node) return [path.join('.')];
  return Object.entries(node).flatMap(([segment, child]) =>
    !segment.startsWith('$') && isTree(child) ? tokenIds(child, [...path, segment]) : [],
  );
}

function tokenAt(tree: TokenTree, id: string): TokenTree | undefined {
  let node: unknown = tree;
  for (const segment of id.split('.')) node = isTree(node) ? node[segment] : undefined;
  return isTree(node) && '$value' in node ? node : undefined;
}

function stringValue(token: TransformedToken): string {
  const value: unknown = token.$value ?? token.value;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new Error(`token ${token.path.join('.')} did not resolve to a CSS value: ${JSON.stringify(value)}`);
}

async function resolve(sourceSkin: number, tokensDir: string): Promise<ResolvedSkin> {
  // loaded by the first build of a skin's CSS, not by every importer of this module: the server reads tokens
  // synchronously for its contrast gate and runtime packs, and never needs style-dictionary's 150 modules at a start
  const { default: StyleDictionary } = await import('style-dictionary');
  const sd = new StyleDictionary({
    tokens: tokenTree(sourceSkin, tokensDir) as DesignTokens,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled', errors: { brokenReferences: 'throw' } },
    hooks: {
      transforms: {
        'name/portal-css-var': { type: 'name', transform: (token) => cssVarName(token.path).slice(2) },
      },
    },
    platforms: {
      css: {
        transforms: ['name/portal-css-var', 'fontFamily/css', 'cubicBezier/css', 'shadow/css/shorthand'],
      },
    },
  });
  const { allTokens } = await sd.getPlatformTokens('css');
  // Base palettes are inputs to the semantic layer, never used by components, so they are not emitted.
  const tokens = allTokens
    .filter((token) => token.path[0] !== 'base')
    .map((token) => ({
      id: token.path.join('.'),
      path: token.path,
      cssVar: `--${token.name}`,
      type: typeof token.$type === 'string' ? token.$type : undefined,
      value: stringValue(token),
    }));
  return { sourceSkin, tokens, byId: new Map(tokens.map((token) => [token.id, token.value])) };
}

const REFERENCE = /^\{([^{}]+)\}$/;

/**
 * The string-valued semantic tokens (colours among them) of a skin, resolved synchronously by following
 * `{references}`. Only for the contrast gate, whose callers are synchronous; the CSS comes from
 * style-dictionary, and a test asserts both agree on every colour.
 */
export function resolveSkinValuesSync(skin: number, tokensDir = TOKENS_DIR): ReadonlyMap<string, string> {
  const sourceSkin = sourceSkinOf(skin, tokensDir);
  const key = `${tokensDir}\0${sourceSkin}`;
  const cached = syncCache.get(key);
  if (cached) return cached;
  const tree = tokenTree(sourceSkin, tokensDir);
  const valueOf = (id: string, seen: readonly string[]): unknown => {
    if (seen.includes(id)) throw new Error(`circular token reference: ${[...seen, id].join(' -> ')}`);
    const token = tokenAt(tree, id);
    if (!token) throw new Error(`broken token reference {${id}}${seen.length ? ` in ${seen.at(-1)}` : ''}`);
    const value = token.$value;
    const reference = typeof value === 'string' ? REFERENCE.exec(value) : null;
    return reference?.[1] ? valueOf(reference[1], [...seen, id]) : value;
  };
  const values = new Map<string, string>();
  const walk = (node: TokenTree, path: readonly string[]): void => {
    if ('$value' in node) {
      const value = valueOf(path.join('.'), []);
      if (typeof value === 'string') values.set(path.join('.'), value.toLowerCase());
      return;
    }
    for (const [segment, child] of Object.entries(node)) {
      if (!segment.startsWith('$') && isTree(child)) walk(child, [...path, segment]);
    }
  };
  for (const [segment, child] of Object.entries(tree)) {
    if (segment !== 'base' && isTree(child)) walk(child, [segment]);
  }
  syncCache.set(key, values);
  return values;
}

const syncCache = new Map<string, ReadonlyMap<string, string>>();
const cache = new Map<string, Promise<ResolvedSkin>>();

/** The resolved semantic tokens of a skin; style-dictionary runs once per skin file and tokens folder. */
export function resolveSkin(skin: number, tokensDir = TOKENS_DIR): Promise<ResolvedSkin> {
  const sourceSkin = sourceSkinOf(skin, tokensDir);
  const key = `${tokensDir}\0${sourceSkin}`;
  let resolved = cache.get(key);
  if (!resolved) {
    resolved = resolve(sourceSkin, tokensDir);
    cache.set(key, resolved);
    resolved.catch(() => cache.delete(key));
  }
  return resolved;
}

/** Forgets resolved skins, e.g. after the token files changed in a long-running process. */
export function clearTokenCache(): void {
  cache.clear();
  syncCache.clear();
}
