import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(config) {
    const hasReact = (config.plugins ?? []).flat().some(
      (plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && String(plugin.name).startsWith('vite:react'),
    );
    return {
      ...config,
      // Emotion's css prop needs its own JSX runtime; Storybook adds no React plugin of its own here.
      plugins: [...(config.plugins ?? []), ...(hasReact ? [] : [react({ jsxImportSource: '@emotion/react' })])],
    };
  },
};

export default config;
