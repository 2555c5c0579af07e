import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from './tests/e2e/fixtures/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The same site built in hosted-search mode (`npm run build:hosted`). */
export const HOSTED_PORT = Number(process.env.E2E_HOSTED_PORT ?? 4175);

/**
 * End-to-end tests run against the production build (`npm run build`),
 * served as a CDN would (`npm run serve`), in Debian's Chromium. No browser is downloaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], launchOptions: CHROMIUM_LAUNCH_OPTIONS}},
  ],
  webServer: [
    {
      command: `npx tsx scripts/site/serve.ts --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/site/serve.ts --dir build-hosted --port ${HOSTED_PORT}`,
      url: `http://localhost:${HOSTED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
