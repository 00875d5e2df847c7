#!/usr/bin/env node
/**
 * `npm start`: build when needed, migrate, seed an empty database, then serve the site on PORT
 * (3000 by default) with the back office at /admin.
 */
import { clearRenderedCaches, ensureBuild } from './lib/build.mjs'
import { fail, productionEnv, run, runTs, serverCommand } from './lib/env.mjs'
import { startJobClock, withCronSecret } from './lib/job-clock.mjs'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed; this is ${process.version}.`)

// The server reads PORT too (src/env.ts: its own API, and the origin when SERVER_URL is unset).
const env = withCronSecret(productionEnv({ PORT: process.env.PORT || '3000' }))
const port = env.PORT

try {
  await ensureBuild(env)
  await runTs('scripts/prepare-db.ts', [], { env })
  clearRenderedCaches()
} catch (error) {
  fail(error.message)
}
console.log(`\n▸ The site: http://localhost:${port}   The back office: http://localhost:${port}/admin\n`)
// The job clock has the server run its scheduled jobs (the semester schedule) every minute.
const clock = startJobClock({ base: `http://127.0.0.1:${port}`, secret: env.CRON_SECRET })
await run(...serverCommand(), { env })
  .catch((error) => fail(error.message))
  .finally(() => clock.stop())
