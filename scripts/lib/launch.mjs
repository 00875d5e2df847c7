/** The production server on its prepared database, in this process: `npm start` and the browser tests' server. */
import { clearRenderedCaches, ensureBuild } from './build.mjs'
import { prepareDatabase, productionEnv } from './env.mjs'
import { withCronSecret } from '../../src/server/job-clock.mjs'

/**
 * Builds when the sources changed, migrates (and seeds an empty database), then serves on PORT.
 * @param {Record<string, string>} overrides The environment's production values.
 * @param {{ jobClock: boolean, prepared?: boolean }} options With the job clock, the scheduled jobs run every minute;
 *   `prepared`: the database is migrated and seeded already.
 */
export async function launch(overrides, { jobClock, prepared = false }) {
  const env = jobClock ? withCronSecret(productionEnv(overrides)) : productionEnv(overrides)
  await ensureBuild(env)
  if (!prepared) await prepareDatabase(env)
  // Pages rendered from another database must not be served from this one.
  clearRenderedCaches(env)
  // Next.js reads the environment when it loads.
  Object.assign(process.env, env)
  const port = Number(env.PORT || 3000)
  console.log(`\n▸ The site: http://localhost:${port}   The back office: http://localhost:${port}/admin\n`)
  const { serve } = await import('../../src/server/serve.mjs')
  await serve({ port, jobClock: jobClock ? { secret: String(env.CRON_SECRET) } : undefined })
}
