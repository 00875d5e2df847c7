#!/usr/bin/env node
/**
 * The server the browser tests run against: the production build on a fresh SQLite database
 * seeded with the demo college. The staff logins go to tmp/e2e/logins.json for the tests, and
 * the job clock's secret to tmp/e2e/cron-secret (the server runs jobs only when a test asks).
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from './lib/env.mjs'
import { launch } from './lib/launch.mjs'

const dir = path.join(ROOT, 'tmp/e2e')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })

const cronSecret = randomBytes(24).toString('hex')
writeFileSync(path.join(dir, 'cron-secret'), cronSecret)
await launch(
  {
    DATABASE_URL: `file:${path.join(dir, 'e2e.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SEED_LOGINS_FILE: path.join(dir, 'logins.json'),
    E2E_FAULT_PATH: 'e2e-fault',
    PORT: process.env.PORT ?? '3100',
    CRON_SECRET: cronSecret,
    // Every second, so that a test sees the semester schedule run on its second call of the run endpoint.
    SEMESTER_SCHEDULE_CRON: '* * * * * *',
  },
  { jobClock: false },
)
