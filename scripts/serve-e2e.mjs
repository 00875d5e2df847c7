#!/usr/bin/env node
/**
 * One browser-test server (tests/e2e/global-setup.ts starts one per worker): the production build on
 * a copy of the run's seeded college in E2E_DIR, with its own page cache. Staff logins in
 * E2E_DIR/logins.json, the job clock's secret in E2E_DIR/cron-secret (jobs run only when a test asks).
 */
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { fail } from './lib/env.mjs'
import { launch } from './lib/launch.mjs'
import { E2E_TEMPLATE, copyTemplate } from './lib/seeded-template.mjs'

const dir = process.env.E2E_DIR || fail('E2E_DIR is not set: tests/e2e/global-setup.ts starts this server.')
const cronSecret = randomBytes(24).toString('hex')
writeFileSync(path.join(dir, 'cron-secret'), cronSecret)
await launch(
  {
    ...copyTemplate(E2E_TEMPLATE, dir),
    PAGE_CACHE_DIR: path.join(dir, 'page-cache'),
    E2E_FAULT_PATH: 'e2e-fault',
    PORT: process.env.PORT ?? '3100',
    CRON_SECRET: cronSecret,
    // The tests stand in for a proxy: each visitor of its own sends the X-Forwarded-For a proxy would write (decision 0120).
    TRUSTED_PROXIES: '1',
    // Every second, so that a test sees the semester schedule run on its second call of the run endpoint.
    SEMESTER_SCHEDULE_CRON: '* * * * * *',
  },
  { jobClock: false, prepared: true },
)
