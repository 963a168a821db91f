/**
 * npm run bench:tenants: how the runtime theme packs and the per-tenant bundles scale (decision 0001).
 * Generates 10, 100 and 500 synthetic clients in a temporary folder, builds their theme packs and tenant
 * folders, compares with one app build, prints a PASS/FAIL line per target and writes .bench/tenants.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { manifestSchema, type Manifest, type ManifestInput } from '@portal/manifest/schema';
import { buildThemes } from '@portal/theme/build';
import { checkClientContrast } from '@portal/theme/contrast';
import { buildTenantBundles, clientCss, type TenantClient } from './build-tenants';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [10, 100, 500] as const;
const TARGETS = { onePackSeconds: 1, packs500Seconds: 30, bundles100VsAppBuild: 3, packGzipBytes: 5 * 1024 };

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[0, 8, 4].map((n) => Math.round(channel(n) * 255).toString(16).padStart(2, '0')).join('')}`;
}

const logo = (name: string, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="${colour}"/><text x="50" y="26" font-family="sans-serif" font-size="14">${name}</text></svg>\n`;

/** A valid client whose brand colours pass the contrast checks: darkened until they do. */
function syntheticClient(index: number, clientsDir: string): TenantClient {
  const id = `bench-${String(index).padStart(3, '0')}`;
  const hue = (index * 47) % 360;
  let manifest: Manifest | undefined;
  for (let lightness = 38; lightness >= 10; lightness -= 4) {
    const action = hslToHex(hue, 65, lightness);
    const accent = hslToHex((hue + 40) % 360, 60, lightness);
    const input: ManifestInput = {
      id,
      clientNumber: 90_000 + index,
      name: `Bench Client ${index}`,
      subdomains: [id],
      skin: index % 33,
      logos: { light: 'logo-light.svg', dark: 'logo-dark.svg', alt: `Bench Client ${index}` },
      permittedRoutes: ['home', 'events', 'viewEvent', 'healthScore', 'settings', 'accountSettings'].slice(0, 3 + (index % 4)),
      legal: { privacySlug: `${id}-privacy`, termsSlug: `${id}-terms` },
      support: { phone: {}, email: `help@${id}.example.com` },
      brand: { action, onAction: '#ffffff', accent },
    };
    const candidate = v.parse(manifestSchema, input);
    if (checkClientContrast(candidate).length === 0) {
      manifest = candidate;
      break;
    }
  }
  if (!manifest) throw new Error(`no passing brand colour found for ${id}`);
  const dir = join(clientsDir, id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(dir, 'logo-light.svg'), logo(manifest.name, manifest.brand.action ?? '#000000'));
  writeFileSync(join(dir, 'logo-dark.svg'), logo(manifest.name, '#ffffff'));
  return { manifest, dir };
}

interface BenchRow {
  readonly clients: number;
  readonly packsSeconds: number;
  readonly bundlesSeconds: number;
  readonly appBuildSeconds: number;
  readonly largestPackGzipBytes: number;
  readonly largestPackClient: string;
  readonly linked: number;
  readonly copied: number;
}

const seconds = (ms: number) => Math.round(ms) / 1000;

function timeAppBuild(): number {
  const start = performance.now();
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: join(root, 'app'),
    stdio: 'ignore',
  });
  return performance.now() - start;
}

function largestPackGzip(themeDir: string, clients: readonly TenantClient[]): { client: string; bytes: number } {
  let largest = { client: '', bytes: 0 };
  for (const { manifest } of clients) {
    const bytes = gzipSync(clientCss(themeDir, manifest), { level: 9 }).length;
    if (bytes > largest.bytes) largest = { client: manifest.id, bytes };
  }
  return largest;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const clientsDir = join(work, 'clients');
    const all = Array.from({ length: Math.max(...SIZES) }, (_, index) => syntheticClient(index + 1, clientsDir));

    // the first call pays for loading style-dictionary and resolving the skins; a rebuild after an edit
    // (a watch process, the server's reload) does not, and that is what the target is about
    const cold = await buildThemes({ manifests: [all[0]!.manifest], outDir: join(work, 'themes-one') });
    const onePackColdSeconds = seconds(cold.timings.totalMs);
    const edited = { ...all[0]!.manifest, brand: { ...all[0]!.manifest.brand, accent: '#1d4d2b' } };
    const warm = await buildThemes({ manifests: [edited], outDir: join(work, 'themes-one') });
    const onePackSeconds = seconds(warm.timings.totalMs);
    console.log(
      `one client's pack rebuilt: ${onePackSeconds.toFixed(3)} s (all 33 skins and the pack; first build in a fresh process ${onePackColdSeconds.toFixed(3)} s)`,
    );

    console.log('one app build (vite build) ...');
    const appBuildSeconds = seconds(timeAppBuild());
    console.log(`one app build: ${appBuildSeconds.toFixed(2)} s`);

    const rows: BenchRow[] = [];
    for (const size of SIZES) {
      const clients = all.slice(0, size);
      const themeDir = join(work, `themes-${size}`);
      const themes = await buildThemes({ manifests: clients.map((client) => client.manifest), outDir: themeDir });
      const bundles = buildTenantBundles({
        clients,
        appDist: join(root, 'app/dist'),
        outDir: join(work, `tenants-${size}`),
        themeDir,
      });
      const largest = largestPackGzip(themeDir, clients);
      const row: BenchRow = {
        clients: size,
        packsSeconds: seconds(themes.timings.totalMs),
        bundlesSeconds: seconds(bundles.totalMs),
        appBuildSeconds,
        largestPackGzipBytes: largest.bytes,
        largestPackClient: largest.client,
        linked: bundles.linked,
        copied: bundles.copied,
      };
      rows.push(row);
      console.log(
        `N=${String(size).padStart(3)}  packs ${row.packsSeconds.toFixed(3)} s  bundles ${row.bundlesSeconds.toFixed(3)} s  ` +
          `app build ${appBuildSeconds.toFixed(2)} s  largest pack ${(largest.bytes / 1024).toFixed(2)} kB gzip`,
      );
      rmSync(join(work, `tenants-${size}`), { recursive: true, force: true });
    }

    const at = (size: number) => rows.find((row) => row.clients === size)!;
    const largestPack = Math.max(...rows.map((row) => row.largestPackGzipBytes));
    const targets = [
      { target: "one client's pack rebuilt < 1 s", value: `${onePackSeconds.toFixed(3)} s`, pass: onePackSeconds < TARGETS.onePackSeconds },
      { target: '500 packs < 30 s', value: `${at(500).packsSeconds.toFixed(3)} s`, pass: at(500).packsSeconds < TARGETS.packs500Seconds },
      {
        target: '100 tenant bundles < 3 x one app build',
        value: `${at(100).bundlesSeconds.toFixed(3)} s vs ${(appBuildSeconds * TARGETS.bundles100VsAppBuild).toFixed(2)} s`,
        pass: at(100).bundlesSeconds < appBuildSeconds * TARGETS.bundles100VsAppBuild,
      },
      { target: 'a pack <= 5 kB gzip', value: `${(largestPack / 1024).toFixed(2)} kB`, pass: largestPack <= TARGETS.packGzipBytes },
    ];

    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(
      join(root, '.bench/tenants.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), onePackSeconds, onePackColdSeconds, appBuildSeconds, rows, targets }, null, 2)}\n`,
    );
    console.log(targets.map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target} (${t.value})`).join('; '));
    if (targets.some((t) => !t.pass)) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
