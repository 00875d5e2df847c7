import { availableParallelism } from 'node:os'

import { defineConfig, devices } from '@playwright/test'

import { slotPort } from './tests/e2e/slots'

/**
 * Browser tests drive Debian's Chromium against the production build. Each worker has a server of
 * its own on its own copy of the seeded college (tests/e2e/global-setup.ts, decision 0100).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Room for a busy machine: a test that passes costs no more for it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // A worker per core, each driving Chromium against a server of its own: half a test's time is waiting (decision 0166).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism())),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'tmp/test-reports/e2e.json' }]],
  use: {
    // Worker 0's server; tests/e2e/fixtures.ts gives each worker its own.
    baseURL: `http://localhost:${slotPort(0)}`,
    // Recording every test's trace cost CPU for all of them; a failure's retry records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
})
