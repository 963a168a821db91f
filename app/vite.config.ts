import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { portalPageMap, precompressAssets } from './vite-portal-plugins';

const HEAD_MARKER = '<!--portal:head-->';
const appDir = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
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

export default defineConfig({
  plugins: [
    react({
      jsxImportSource: '@emotion/react',
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
    lingui(),
    keepHeadMarker(),
    portalPageMap(appDir),
    precompressAssets(outDir),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // the framework every page needs, cached across deployments; everything else (swr, valibot, maplibre,
        // twilio) stays out of it so it loads only with the pages that use it (the login budget is 130 kB)
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion|jotai|@lingui|cookie|set-cookie-parser|stylis|hoist-non-react-statics)[\\/]/,
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
});
