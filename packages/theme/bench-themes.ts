/**
 * Theme build benchmark (not a test): `npm run bench -w @portal/theme [-- <clients>]`.
 * Prints the cold single-pack rebuild, the full build of N synthetic clients, the largest pack gzipped
 * and the contrast gate's time.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildClientPack, buildThemes, type ThemeManifest } from './src/build';
import { checkAllContrast } from './src/contrast';

const count = Number(process.argv[2] ?? 500);
const skins = [0, 9, 10, 12, 13, 1, 20];
const hex = (n: number) => `#${(n & 0xffffff).toString(16).padStart(6, '0')}`;
const manifests: ThemeManifest[] = Array.from({ length: count }, (_, i) => ({
  id: `bench-${i}`,
  skin: skins[i % skins.length] ?? 0,
  brand:
    i % 10 === 0
      ? {}
      : { action: hex(i * 2654435761), onAction: '#ffffff', accent: hex(i * 40503 + 0x808080) },
}));

const ms = (value: number) => `${value.toFixed(1)} ms`;

const coldStart = performance.now();
await buildClientPack({ id: 'cold', skin: 9, brand: { action: '#1d4ed8', accent: '#ffd23f' } });
console.log(
  `one client pack, cold (style-dictionary resolves its skin): ${ms(performance.now() - coldStart)}`,
);

const warmStart = performance.now();
await buildClientPack({ id: 'warm', skin: 9, brand: { action: '#0f766e' } });
console.log(`one client pack, warm: ${ms(performance.now() - warmStart)}`);

const outDir = mkdtempSync(join(tmpdir(), 'portal-theme-bench-'));
try {
  const result = await buildThemes({ manifests, outDir });
  const { timings } = result;
  console.log(
    `buildThemes, 33 skins + ${count} clients: ${ms(timings.totalMs)} ` +
      `(resolve ${ms(timings.resolveMs)}, skins ${ms(timings.skinsMs)}, clients ${ms(timings.clientsMs)})`,
  );
  const sizes = Object.values(result.clients).map(
    ({ file }) => gzipSync(readFileSync(join(outDir, file))).length,
  );
  console.log(
    `largest client pack: ${Math.max(...sizes)} B gzip; largest skin: ${Math.max(
      ...Object.values(result.skins).map((file) => gzipSync(readFileSync(join(outDir, file))).length),
    )} B gzip`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const contrastStart = performance.now();
const failures = checkAllContrast({ manifests });
console.log(
  `contrast gate over ${count} clients: ${ms(performance.now() - contrastStart)} ` +
    `(${new Set(failures.map((f) => f.source)).size} synthetic clients fail, as random colours do)`,
);
