import { defineConfig, devices } from '@playwright/test';

/** Chromium from the system; Playwright's own download is not used (closed network). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Workers: 2 by default (the CI machine has two cores), E2E_WORKERS to change it (a number, or a share of the
 * cores such as "50%"). Every test works on its own member (fixtures/member.ts), so any number runs safely.
 */
const workersFromEnv = process.env.E2E_WORKERS?.trim();
export const E2E_WORKERS: number | string = workersFromEnv ? (/^\d+$/.test(workersFromEnv) ? Number(workersFromEnv) : workersFromEnv) : 2;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/artifacts',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // names the slowest spec files at the end of a run, so a new area's slow spec shows before it eats the budget
  reportSlowTests: { max: 5, threshold: 60_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // traces are recorded on the retry of a failed test only: recording every test's actions costs the whole run
    trace: 'on-first-retry',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
});
