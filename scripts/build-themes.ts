/**
 * npm run build:themes: skin CSS, client packs, generated/index.json and the typed theme, then the
 * WCAG contrast gate (exit 1, one line per failing pair). Runs from any working directory.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { manifestSchema, type Manifest } from '@portal/manifest/schema';
import { buildThemeModule, buildThemes } from '@portal/theme/build';
import { checkAllContrast, formatFailure } from '@portal/theme/contrast';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// CLIENTS_DIR points at another clients folder, as in npm run clients:check.
const clientsDir = process.env.CLIENTS_DIR ? resolve(process.env.CLIENTS_DIR) : join(root, 'clients');
const outDir = join(root, 'packages/theme/generated');
const themeModule = join(root, 'packages/theme/src/theme.ts');

function readManifests(): Manifest[] {
  if (!existsSync(clientsDir)) return [];
  const manifests: Manifest[] = [];
  for (const entry of readdirSync(clientsDir, { withFileTypes: true })) {
    const file = join(clientsDir, entry.name, 'manifest.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const shown = `clients/${entry.name}/manifest.json`;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      console.warn(`build:themes: skipping ${shown}: ${(error as Error).message}`);
      continue;
    }
    const parsed = v.safeParse(manifestSchema, json);
    if (!parsed.success) {
      const issues = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'} ${issue.message}`);
      console.warn(`build:themes: skipping ${shown}: ${issues.join('; ')}`);
      continue;
    }
    manifests.push(parsed.output);
  }
  return manifests.sort((a, b) => a.id.localeCompare(b.id));
}

const manifests = readManifests();
const result = await buildThemes({ manifests, outDir });

const moduleStart = performance.now();
const source = await buildThemeModule();
const current = existsSync(themeModule) ? readFileSync(themeModule, 'utf8') : '';
if (source !== current) {
  writeFileSync(themeModule, source);
  console.log('build:themes: updated packages/theme/src/theme.ts (commit it)');
}
const moduleMs = performance.now() - moduleStart;

const contrastStart = performance.now();
const failures = checkAllContrast({ manifests });
const contrastMs = performance.now() - contrastStart;

const { timings } = result;
const ms = (value: number) => `${Math.round(value)} ms`;
console.log(
  `build:themes: ${Object.keys(result.skins).length} skins, ${manifests.length} client packs in ${ms(timings.totalMs)} ` +
    `(resolve ${ms(timings.resolveMs)}, skins ${ms(timings.skinsMs)}, clients ${ms(timings.clientsMs)}), ` +
    `typed theme ${ms(moduleMs)}, contrast ${ms(contrastMs)}`,
);

if (failures.length > 0) {
  for (const failure of failures) console.error(formatFailure(failure));
  console.error(
    `build:themes: ${failures.length} contrast failure(s): WCAG AA is required in every skin and client.`,
  );
  process.exit(1);
}
