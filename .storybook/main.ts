import type { StorybookConfig } from '@storybook/react-vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // the app's real screens, beside their components, so designers review what members see
    '../app/src/**/*.stories.tsx',
  ],
  staticDirs: [{ from: publicClientAssets(), to: '/client-assets' }],
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
