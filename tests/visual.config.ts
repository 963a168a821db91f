import { defineConfig } from '@playwright/test';

// Screenshots and axe checks of the built Storybook (storybook-static), per skin. `npm run test:visual` builds it first.
export default defineConfig({
  testDir: './visual',
  testMatch: '*.spec.ts',
  globalSetup: './visual/global-setup.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry, reported as "flaky" in the run's summary rather than hidden: every page story is meant to render the
  // same pixels on every run (decisions 0565, 0610), so a flaky line names a story to make deterministic. A story
  // that fails twice fails.
  retries: 1,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report/visual' }]] : 'list',
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: process.env.VISUAL_BASE_URL,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    launchOptions: {
      // Chromium on Linux takes its UI locale (date field format) from the environment, not from --lang.
      env: { ...process.env, LANG: 'en_GB.UTF-8', LANGUAGE: 'en_GB' },
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Same text rendering on every machine, so baselines match.
        '--font-render-hinting=none',
        '--disable-lcd-text',
      ],
    },
  },
});
