/**
 * The theme build: skin CSS (every semantic token), diff-only client packs and the typed theme module.
 * style-dictionary resolves each skin file once; client packs are derived from those resolved tokens,
 * so a pack costs a few colour operations, not a style-dictionary run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientOverrides, type ThemeManifest } from './overrides';
import { clearTokenCache, resolveSkin, SKIN_NUMBERS, sourceSkinOf } from './tokens';
import { cssVarName, renderThemeModule } from './typed-theme';

export type { ThemeManifest } from './overrides';
export { TOKENS_DIR } from './tokens';

function cssBlock(selector: string, declarations: ReadonlyArray<readonly [string, string]>): string {
  if (declarations.length === 0) return '';
  return `${selector} {\n${declarations.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
}

/** Every semantic token of a skin as custom properties on `:root, [data-skin="<n>"]`. */
export async function buildSkinCss(skin: number): Promise<string> {
  const { tokens } = await resolveSkin(skin);
  return cssBlock(
    `:root, [data-skin="${skin}"]`,
    tokens.map((token) => [token.cssVar, token.value] as const),
  );
}

/**
 * Only the client's overrides (brand colours mapped onto action and accent tokens) on
 * `:root, [data-client="<id>"]`; '' when the client overrides nothing.
 */
export async function buildClientPack(manifest: ThemeManifest): Promise<string> {
  // The id lands in a CSS selector and a file name.
  if (!/^[a-z0-9][a-z0-9-]*$/.test(manifest.id))
    throw new Error(`client id ${JSON.stringify(manifest.id)} is not a slug`);
  const skin = await resolveSkin(manifest.skin ?? 0);
  const overrides = clientOverrides(manifest, skin);
  return cssBlock(
    `:root, [data-client="${manifest.id}"]`,
    [...overrides].map(([id, value]) => [cssVarName(id.split('.')), value] as const),
  );
}

/**
 * Forgets the resolved token files and writes every skin's CSS again into outDir/skins: what a running development
 * server does when a file under tokens/ changed (decision 0530). Client packs are not written: the server makes them.
 */
export async function rebuildSkinCss(outDir: string): Promise<void> {
  clearTokenCache();
  mkdirSync(join(outDir, 'skins'), { recursive: true });
  for (const skin of SKIN_NUMBERS) writeFileSync(join(outDir, 'skins', `${skin}.css`), await buildSkinCss(skin));
}

/** The source of src/theme.ts, from skin 0's semantic token tree (every skin has the same tree). */
export async function buildThemeModule(): Promise<string> {
  const { tokens } = await resolveSkin(0);
  return renderThemeModule(tokens.map((token) => token.path));
}

/** Milliseconds spent in each phase of `buildThemes`. */
export interface ThemeBuildTimings {
  /** resolving the skin token files with style-dictionary */
  resolveMs: number;
  /** rendering and writing the 33 skin files */
  skinsMs: number;
  /** deriving and writing every client pack */
  clientsMs: number;
  totalMs: number;
}

/** What `buildThemes` wrote, relative to outDir, plus timings and pack sizes in bytes. */
export interface ThemeBuildResult {
  skins: Record<string, string>;
  clients: Record<string, { file: string; bytes: number }>;
  timings: ThemeBuildTimings;
}

/**
 * Writes outDir/skins/<n>.css for every skin 0..32, outDir/clients/<id>.css for every manifest (empty when
 * it overrides nothing), outDir/index.json listing them and outDir/tokens.json (each skin file's resolved
 * tokens, for the Storybook token page). Stale client packs are removed.
 */
export async function buildThemes({
  manifests,
  outDir,
}: {
  manifests: readonly ThemeManifest[];
  outDir: string;
}): Promise<ThemeBuildResult> {
  const start = performance.now();
  const sourceSkins = new Set(
    [...SKIN_NUMBERS, ...manifests.map((m) => m.skin ?? 0)].map((s) => sourceSkinOf(s)),
  );
  await Promise.all([...sourceSkins].map((skin) => resolveSkin(skin)));
  const resolved = performance.now();

  mkdirSync(join(outDir, 'skins'), { recursive: true });
  const skins: Record<string, string> = {};
  for (const skin of SKIN_NUMBERS) {
    const file = `skins/${skin}.css`;
    writeFileSync(join(outDir, file), await buildSkinCss(skin));
    skins[String(skin)] = file;
  }
  const skinsDone = performance.now();

  rmSync(join(outDir, 'clients'), { recursive: true, force: true });
  mkdirSync(join(outDir, 'clients'), { recursive: true });
  const clients: Record<string, { file: string; bytes: number }> = {};
  for (const manifest of manifests) {
    const file = `clients/${manifest.id}.css`;
    const css = await buildClientPack(manifest);
    writeFileSync(join(outDir, file), css);
    clients[manifest.id] = { file, bytes: Buffer.byteLength(css) };
  }
  const clientsDone = performance.now();

  writeFileSync(join(outDir, 'index.json'), `${JSON.stringify({ skins, clients }, null, 2)}\n`);
  // For the Storybook token page: each distinct skin's resolved tokens, side by side.
  const resolvedSkins = await Promise.all(
    [...sourceSkins].sort((a, b) => a - b).map((skin) => resolveSkin(skin)),
  );
  const tokenTable = Object.fromEntries(
    resolvedSkins.map(({ sourceSkin, tokens }) => [
      String(sourceSkin),
      tokens.map(({ id, cssVar, type, value }) => ({ id, cssVar, type, value })),
    ]),
  );
  writeFileSync(join(outDir, 'tokens.json'), `${JSON.stringify(tokenTable, null, 2)}\n`);
  const end = performance.now();
  return {
    skins,
    clients,
    timings: {
      resolveMs: resolved - start,
      skinsMs: skinsDone - resolved,
      clientsMs: clientsDone - skinsDone,
      totalMs: end - start,
    },
  };
}
