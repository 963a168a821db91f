import type { StorybookConfig } from '@storybook/react-vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
// The lingui macro and .po loader look for a config from the working directory (the repository root, which
// has none); the app's own config is the one its messages follow.
const linguiConfig = fileURLToPath(new URL('../app/lingui.config.ts', import.meta.url));
process.env.LINGUI_CONFIG ??= linguiConfig;

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // the app's real screens, beside their components, so designers review what members see
    '../app/src/**/*.stories.tsx',
  ],
  // The app reads client logos from /client-assets/<id>/<file>, as the server serves them.
  staticDirs: [{ from: '../clients', to: '/client-assets' }],
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
