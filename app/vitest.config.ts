import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { portalCatalogues } from './vite-portal-plugins';

export default defineConfig({
  plugins: [
    react({
      jsxImportSource: '@emotion/react',
      babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    }),
    lingui(),
    // features ask for their catalogues as the app's build makes them (decision 0650): a test that switches language
    // loads those of the features it imported
    portalCatalogues(fileURLToPath(new URL('.', import.meta.url))),
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Vitest's default on two cores is one worker, which leaves a core idle while jsdom starts for each file
    // (UNIT_WORKERS to change it)
    maxWorkers: Number(process.env.UNIT_WORKERS ?? 2),
    // tests that type and wait out a debounce take about 1 s alone; on a machine loaded to 15+ (a clean-clone run
    // beside five engineers' builds) three of them passed 5 s: a slow machine is not a failure
    testTimeout: 15_000,
  },
});
