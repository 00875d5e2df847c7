import { defineConfig, devices } from '@playwright/test'

import { slotPort } from './tests/e2e/slots'

/**
 * Browser tests drive Debian's Chromium against the production build. Each worker has a server of
 * its own on its own copy of the seeded college (tests/e2e/global-setup.ts, decision 0100).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'tmp/test-reports/e2e.json' }]],
  use: {
    // Worker 0's server; tests/e2e/fixtures.ts gives each worker its own.
    baseURL: `http://localhost:${slotPort(0)}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
