/**
 * End-to-end tests: Playwright's runner driving Debian's Chromium (/usr/bin/chromium; run through
 * `npm run test:e2e`, which installs it when missing) against one local stack that the global
 * setup starts on a free port with a fresh data folder.
 */
import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from '../support/chromium';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Small, but tolerant of antialiasing differences between runs.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  // Visual baselines (visual.spec.ts): one image per page and width, the same on every Linux machine.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    // Set by the global setup; workers load this file after it ran.
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...QUIET_CHROMIUM_FLAGS],
    },
  },
  // The screenshots run on a stack of their own (seeded content only); `--project visual` runs just them.
  projects: [
    { name: 'chromium', testIgnore: 'visual.spec.ts' },
    { name: 'visual', testMatch: 'visual.spec.ts' },
  ],
});
