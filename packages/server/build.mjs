// `npm run build` (turbo: @portal/server#build): the production server compiled ahead of time into JavaScript, so
// `npm run serve` runs `node` on it and compiles nothing at a start (decision 0720).
//
// - One ESM bundle of the server's own code and the workspace packages it imports (@portal/*: their exports are
//   TypeScript files, which plain node cannot load), entry src/main.ts, written to dist/main.js with a source map
//   (`node --enable-source-maps` names the .ts lines in stack traces). Dynamic imports stay lazy: code splitting
//   puts each in a chunk of its own beside main.js, loaded when first needed.
// - Every package of node_modules stays external: node loads it as it does under tsx, so no dependency's own file
//   lookups (PGlite's wasm, oidc-provider's views, jsdom's files) can break by moving into a bundle. An import the
//   bundle would resolve differently from dist/ than from the file that wrote it fails the build.
// - `import.meta.url`, `import.meta.dirname` and `import.meta.filename` name the source file they are written in,
//   not the bundle: the paths computed from them (the repository root, the drizzle migrations, the media and
//   recorded replies beside the code, the tokens folder) stay what they are under tsx. The bundle runs from the
//   checkout it was built in (or a copy of it with the same layout), as the server always has: clients/, app/dist,
//   packages/theme/generated and packages/server/drizzle are read at run time from their usual places.
// - dist/build-inputs.json lists every file the bundle was made of with its SHA-256: `node build.mjs --if-stale`
//   (what the test fixtures and benchmarks run before they start the server) builds only when one of them changed,
//   so nothing starts yesterday's server after an edit. The new bundle is written beside dist/ and moved in place
//   whole, so a process starting meanwhile never reads half a build.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(PACKAGE_DIR, '../..');
export const OUT_DIR = path.join(PACKAGE_DIR, 'dist');

/** Rewrites import.meta.* in our own TypeScript to the source file's place, relative to the bundle's. */
const sourceLocation = {
  name: 'source-location',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      if (!/import\.meta\.(url|dirname|filename)\b/.test(source)) return { contents: source, loader };
      const relative = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const fileUrl = `new URL(${JSON.stringify(relative)}, import.meta.url)`;
      const contents =
        `import { fileURLToPath as __sourceLocationPath } from 'node:url';\n` +
        source
          .replace(/import\.meta\.url\b/g, `${fileUrl}.href`)
          .replace(/import\.meta\.filename\b/g, `__sourceLocationPath(${fileUrl})`)
          .replace(/import\.meta\.dirname\b/g, `__sourceLocationPath(new URL('.', ${fileUrl})).replace(/[\\\\/]$/, '')`);
      return { contents, loader };
    });
  },
};

/** Bare imports: @portal/* is bundled, everything else stays a node_modules import, resolved as the source would. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.checking || args.path.startsWith('node:') || args.path.startsWith('@portal/')) return undefined;
      const options = { kind: args.kind, pluginData: { checking: true } };
      const [fromSource, fromBundle] = await Promise.all([
        builder.resolve(args.path, { ...options, resolveDir: args.resolveDir }),
        builder.resolve(args.path, { ...options, resolveDir: OUT_DIR }),
      ]);
      if (fromSource.errors.length === 0 && fromSource.path !== fromBundle.path) {
        return {
          errors: [
            {
              text: `"${args.path}" resolves to ${fromSource.path || '(nothing)'} from ${path.relative(REPO_ROOT, args.importer)} but to ${fromBundle.path || '(nothing)'} from the bundle: install it where both find the same copy`,
            },
          ],
        };
      }
      return { path: args.path, external: true };
    });
  },
};

const INPUTS_FILE = 'build-inputs.json';

const sha256 = async (file) => createHash('sha256').update(await readFile(file)).digest('hex');

/** The files the bundle in dist/ was made of, or null when one changed, went away or there is no bundle. */
async function upToDate() {
  let recorded;
  try {
    recorded = JSON.parse(await readFile(path.join(OUT_DIR, INPUTS_FILE), 'utf8'));
  } catch {
    return false;
  }
  for (const [file, hash] of Object.entries(recorded.files)) {
    const now = await sha256(path.join(REPO_ROOT, file)).catch(() => null);
    if (now !== hash) return false;
  }
  return true;
}

if (process.argv.includes('--if-stale') && (await upToDate())) {
  console.log(`[server build] ${path.relative(REPO_ROOT, OUT_DIR)} is up to date with its sources`);
  process.exit(0);
}

const started = performance.now();
const staging = `${OUT_DIR}.next-${process.pid}`;
await rm(staging, { recursive: true, force: true });
// the import check above resolves from dist/ itself, so it must exist during the build
await mkdir(OUT_DIR, { recursive: true });
let result;
try {
  result = await build({
    entryPoints: { main: path.join(PACKAGE_DIR, 'src/main.ts') },
    // the metafile's paths are relative to this, whichever folder the build is run from
    absWorkingDir: PACKAGE_DIR,
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    // stack traces need names and lines, not the sources: a smaller map for node to read
    sourcesContent: false,
    // beside main.js: the import.meta rewrite above reckons from this folder
    chunkNames: '[name]-[hash]',
    // the code as written: readable stack traces and profiles, no renamed classes or functions
    minify: false,
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [sourceLocation, externalPackages],
  });
  const files = {};
  for (const input of [...Object.keys(result.metafile.inputs).map((file) => path.resolve(PACKAGE_DIR, file)), fileURLToPath(import.meta.url)].sort()) {
    files[path.relative(REPO_ROOT, input).split(path.sep).join('/')] = await sha256(input);
  }
  await writeFile(path.join(staging, INPUTS_FILE), `${JSON.stringify({ files }, null, 1)}\n`);
  const previous = `${OUT_DIR}.old-${process.pid}`;
  await rename(OUT_DIR, previous);
  await rename(staging, OUT_DIR);
  await rm(previous, { recursive: true, force: true });
} finally {
  await rm(staging, { recursive: true, force: true });
}
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `[server build] ${Object.keys(result.metafile.inputs).length} files into ${path.relative(REPO_ROOT, OUT_DIR)}/main.js and ${outputs.length - 1} lazy chunks, ${(bytes / 1024).toFixed(0)} kB, in ${((performance.now() - started) / 1000).toFixed(2)} s`,
);
