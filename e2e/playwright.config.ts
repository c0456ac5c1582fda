import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_LAUNCH } from './browser';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT } from './server-env';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Journeys that need the service worker: the field app as installed, the offline shell, push. */
const INSTALLED = /[\\/](field-[^\\/]*|auth|push)\.spec\.ts$/;

// Journeys run in Debian's Chromium (browser.ts) against the built server
// on a fresh temporary DATA_DIR seeded with the demo data.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    // No trace in the test run: recording one costs about a fifth of the journeys' CPU, and the
    // error context of a failure (the page's accessibility tree) is kept without it. To see a
    // failure step by step, run the journey again with --trace=retain-on-failure.
    trace: 'off',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // The service worker precaches the whole build (about 2 MB, 160 files) in every new browser
  // context. Journeys of the installed phone (field-*, offline app shell, push) need it; the others
  // run in the page as a browser without the worker would, with about a quarter less CPU
  // (decision 031). A new journey about offline work is named field-*.
  projects: [
    { name: 'installed', testMatch: INSTALLED, use: { serviceWorkers: 'allow' } },
    { name: 'online', testIgnore: INSTALLED, use: { serviceWorkers: 'block' } },
  ],
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node apps/server/dist/main.js`,
    cwd: root,
    url: `${E2E_BASE_URL}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: E2E_BASE_URL,
      JWT_SECRET: 'e2e-secret-long-enough-for-hs256-signing',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Every journey orders for the same demo client; the per-client booking limit is a route test.
      OPEN_BOOKED_DAYS_PER_CLIENT: '1000',
      // The dunning journey cannot wait 40 days: an invoice is due on its day and its first
      // reminder (fee CHF 5, so the QR-bill shows open amount plus fee) at once; the day
      // counts and the default fees are unit and route tests.
      INVOICE_DUE_DAYS: '0',
      DUNNING_WAIT_DAYS: '0,10,10',
      DUNNING_FEES_CHF: '5,20,30',
      // The push journey's stand-in push service listens on http://127.0.0.1 (tests only).
      PUSH_ALLOW_HTTP_LOOPBACK: 'true',
      // Lets several people test their own PWA build side by side (default: apps/pwa/dist).
      ...(process.env.E2E_PWA_DIR ? { PWA_DIR: process.env.E2E_PWA_DIR } : {}),
    },
  },
});
