// End-to-end tests: the real binary (bin/voiceagent, built by make test-ui)
// over a fresh database, driven in Debian's chromium.
import { defineConfig } from '@playwright/test';
import { baseURL } from './e2e/server';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // One server on a small machine: one test at a time.
  workers: 1,
  // One retry: a test that passes only on its retry is reported as flaky, not hidden.
  retries: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
});
