#!/usr/bin/env node
// `npm run dev` on its own database (data/dev.db), migrated and seeded like production; schema changes come only from
// migrations (`npm run migrate:create -- <name>`), so dev and production cannot drift.
import { bin, run, runTs } from './lib/env.mjs'
import { startJobClock, withCronSecret } from '../src/server/job-clock.mjs'

// The server reads PORT too (src/env.ts: its own API, and the origin when SERVER_URL is unset).
const env = withCronSecret({
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.PORT || '3000',
  DATABASE_URL: process.env.DATABASE_URL || 'file:./data/dev.db',
})
await runTs('scripts/prepare-db.ts', [], { env })
// The job clock has the server run its scheduled jobs (the semester schedule) every minute.
const clock = startJobClock({ base: `http://127.0.0.1:${env.PORT}`, secret: env.CRON_SECRET })
await run(bin('next'), ['dev', '--port', env.PORT], { env }).finally(() => clock.stop())
