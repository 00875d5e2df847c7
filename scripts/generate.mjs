#!/usr/bin/env node
// `npm run generate`: rewrites `src/payload-types.ts` and the admin's import map from the Payload config (commit both).
// No database is read; the scratch URL and secret only let the config load.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bin, conditionsFlag, run } from './lib/env.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'college-generate-'))
const env = {
  ...process.env,
  NODE_OPTIONS: conditionsFlag(),
  DATABASE_URL: `file:${path.join(dir, 'scratch.db')}`,
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
}
try {
  await run(bin('payload'), ['generate:types'], { env })
  await run(bin('payload'), ['generate:importmap'], { env })
} finally {
  rmSync(dir, { recursive: true, force: true })
}
