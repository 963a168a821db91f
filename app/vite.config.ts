import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { portalPageMap, precompressAssets, startClosures, type StartClosures } from './vite-portal-plugins';
import { videoProcessorAssets } from './vite-video-processors';

const HEAD_MARKER = '<!--portal:head-->';
const appDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
/** The date field's modules (decision 0830): a chunk of their own, loaded by the pages with a date to enter. */
const DATE_FIELD =
  /[\\/](packages[\\/]ui[\\/]src[\\/](date-field|date-parts|questions[\\/]date-question)\.tsx?|app[\\/]src[\\/]components[\\/]date-field[\\/][^\\/]+\.tsx?)$/;

/** filled by startClosures once the module graph is known, read by the chunk groups below */
const starts: StartClosures = { shared: new Set(), app: new Set(), frame: new Set() };
const serverUrl = process.env.PORTAL_SERVER_URL ?? 'http://localhost:3000';

// Vite keeps HTML comments today; if a plugin ever strips or moves the marker, fail the build rather than
// ship an index.html the server cannot theme (decision 0001).
function keepHeadMarker(): Plugin {
  return {
    name: 'portal-keep-head-marker',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html && html.type === 'asset' && !String(html.source).includes(HEAD_MARKER)) {
        this.error(`index.html lost the ${HEAD_MARKER} marker`);
      }
    },
  };
}

const compile = (): PluginOption[] => [
  react({
    jsxImportSource: '@emotion/react',
    babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  }),
  lingui(),
];

/**
 * `vite build --ssr`: the server's first view of the signed-out pages (src/entry-server.tsx, decision 0350), a
 * module for Node in dist-ssr/ beside the browser's dist/.
 */
const serverEntryConfig = defineConfig({
  plugins: compile(),
  // one self-contained module with React's production build in it: the server process does not run with
  // NODE_ENV=production in development, and nothing else of the app's dependencies is installed beside it
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    ssr: 'src/entry-server.tsx',
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntryConfig : {
  plugins: [
    ...compile(),
    keepHeadMarker(),
    portalPageMap(appDir),
    startClosures(appDir, starts),
    precompressAssets(outDir),
    videoProcessorAssets(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // every browser the portal supports preloads modules itself (decision 0060): no polyfill in the entry
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // a catalogue's chunk says whose and which language it is (messages-auth-de-….js, messages-shared-en-….js), so
        // what a page loads reads plainly in the network panel and in tests (decision 0650)
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          const feature = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]locales[\\/]([a-z]{2})\.po$/.exec(id);
          if (feature) return `assets/messages-${feature[1]}-${feature[2]}-[hash].js`;
          const shared = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]messages\.po$/.exec(id);
          if (shared) return `assets/messages-shared-${shared[1]}-[hash].js`;
          return 'assets/[name]-[hash].js';
        },
        // Few requests for a first page (decision 0060): on a phone each round trip costs more than the bytes.
        // The framework every page needs is its own chunk, cached across deployments; the app's start-up code is
        // one chunk both starts share and one only the full app's start loads (decision 0700); the shared
        // components of the pages are one more. swr, valibot, maplibre and
        // twilio stay out of them, so they load only with the pages that use them (the login budget).
        codeSplitting: {
          groups: [
            // What every page needs: React, Emotion (the design system) and lingui.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@emotion|@lingui|stylis|hoist-non-react-statics|react-is)[\\/]/,
              priority: 4,
            },
            // The app's own start-up code in one chunk per start (decision 0700): what the entry and the signed-out
            // start of /login share (manifest, language, styles, the shared components the login page draws with),
            // then what only the full app's start brings (router, device store, frame's loaders). Pages stay in
            // their own chunks.
            // (above app-start: a group takes the modules its own import, and app-start's import these)
            { name: 'app', test: (id) => starts.shared.has(id), priority: 3 },
            // with React Router and jotai, which only the full app needs: the signed-out /login goes without them
            // (decision 0700), and a check keeps them out of what /login loads (scripts/size-check.ts FULL_APP_ONLY)
            {
              name: 'app-start',
              test: (id) => starts.app.has(id) || /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser|jotai)[\\/]/.test(id),
              priority: 2,
            },
            {
              name: 'components',
              // page-title.tsx only names the hook the entry has (lib/client-manifest-context.tsx): kept out, so the
              // login page, which needs no shared component, does not load this chunk for it (issue 34)
              test: (id) => /[\\/](packages[\\/]ui[\\/]src|app[\\/]src[\\/]components)[\\/]/.test(id) && !/[\\/]page-title\.tsx$/.test(id) && !DATE_FIELD.test(id),
              minShareCount: 2,
              priority: 1,
            },
            // the date field (day, month, year; decision 0830), used by forms of a few pages: its own chunk, so the
            // pages without a date (most) do not load it with `components` (after `components`, which keeps the
            // modules both use: a group takes the modules its own import)
            {
              name: 'date-field',
              test: DATE_FIELD,
              minShareCount: 2,
              priority: 1,
            },
            // the signed-in frame in one chunk (decision 0840): below `components` and `data`, which keep theirs
            { name: 'frame', test: (id) => starts.frame.has(id), priority: 0 },
            // what signed-in pages share to call the server: not needed to sign in, so not in `app`
            {
              name: 'data',
              test: /node_modules[\\/](swr|dequal|use-sync-external-store|valibot)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]|[\\/]app[\\/]src[\\/]lib[\\/](api|swr)\.ts$/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/application', '/oidc', '/client-assets', '/healthz'].map((prefix) => [
        prefix,
        { target: serverUrl, changeOrigin: false },
      ]),
    ),
  },
}));
