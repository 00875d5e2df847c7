#!/usr/bin/env node
/**
 * `npm start`: build when needed, migrate, seed an empty database, then serve the site on PORT
 * (3000 by default) with the back office at /admin.
 */
import { clearRenderedCaches, ensureBuild } from './lib/build.mjs'
import { bin, fail, productionEnv, run, runTs } from './lib/env.mjs'

const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) fail(`Node.js 20.19 or newer is needed; this is ${process.version}.`)

// The server reads PORT too (src/env.ts: its own API, and the origin when SERVER_URL is unset).
const env = productionEnv({ PORT: process.env.PORT || '3000' })
const port = env.PORT

try {
  await ensureBuild(env)
  await runTs('scripts/prepare-db.ts', [], { env })
  clearRenderedCaches()
} catch (error) {
  fail(error.message)
}
console.log(`\n▸ The site: http://localhost:${port}   The back office: http://localhost:${port}/admin\n`)
// The server runs the scheduled jobs (the semester schedule); the build and the database preparation do not.
await run(bin('next'), ['start', '--port', port], { env: { ...env, RUN_JOBS: 'true' } }).catch((error) => fail(error.message))
