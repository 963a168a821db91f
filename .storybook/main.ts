import type { StorybookConfig } from '@storybook/react-vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { thumbnailSvg } from '../packages/server/src/content/artwork';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
// The lingui macro and .po loader look for a config from the working directory (the repository root, which
// has none); the app's own config is the one its messages follow.
const linguiConfig = fileURLToPath(new URL('../app/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

/**
 * The app reads client logos from /client-assets/<id>/<file>, as the server serves them. Only the files the
 * server would serve (images) are copied: a client folder also holds server.json, whose secrets must never
 * reach a static build (npm run secrets:check searches storybook-static).
 */
const PUBLIC_CLIENT_FILE = /^[a-z0-9][a-z0-9._-]*\.(svg|png|webp)$/;
function publicClientAssets(): string {
  const clientsDir = fileURLToPath(new URL('../clients', import.meta.url));
  const out = fileURLToPath(new URL('../node_modules/.cache/storybook-client-assets', import.meta.url));
  rmSync(out, { recursive: true, force: true });
  for (const client of readdirSync(clientsDir, { withFileTypes: true })) {
    if (!client.isDirectory()) continue;
    const files = readdirSync(path.join(clientsDir, client.name)).filter((file) => PUBLIC_CLIENT_FILE.test(file));
    mkdirSync(path.join(out, client.name), { recursive: true });
    for (const file of files) copyFileSync(path.join(clientsDir, client.name, file), path.join(out, client.name, file));
  }
  return out;
}

/**
 * The contract examples' pictures (`/media/<name>.svg`, content thumbnails) drawn as the server draws its seeded
 * content's artwork, so the stories show real images rather than broken ones, with nothing downloaded.
 */
function demoMedia(): string {
  const examples = readFileSync(fileURLToPath(new URL('../packages/contract/src/examples.ts', import.meta.url)), 'utf8');
  const out = fileURLToPath(new URL('../node_modules/.cache/storybook-media', import.meta.url));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const [, name] of examples.matchAll(/'\/media\/([a-z0-9-]+)\.svg'/g)) {
    writeFileSync(path.join(out, `${name}.svg`), thumbnailSvg(name!.replace(/-/g, ' '), 'videos'));
  }
  return out;
}

// Without the generated theme packs every story renders unstyled (no tokens): say so rather than build that.
if (!existsSync(fileURLToPath(new URL('../packages/theme/generated/skins', import.meta.url)))) {
  throw new Error('packages/theme/generated is missing: run `npm run build:themes` before Storybook');
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // the app's real screens, beside their components, so designers review what members see
    '../app/src/**/*.stories.tsx',
  ],
  staticDirs: [
    { from: publicClientAssets(), to: '/client-assets' },
    { from: demoMedia(), to: '/media' },
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    const hasReact = (config.plugins ?? []).flat().some(
      (plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite:react'),
    );
    return {
      ...config,
      plugins: [
        ...(config.plugins ?? []),
        // Emotion's css prop needs its own JSX runtime, and the app's messages the lingui macro, as in app/vite.config.ts.
        ...(hasReact ? [] : [react({ jsxImportSource: '@emotion/react', babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })]),
        // compiles the app's .po catalogues on import
        lingui({ configPath: linguiConfig }),
      ],
    };
  },
};

export default config;
