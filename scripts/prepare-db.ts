/**
 * Brings the database up to date with the committed migrations and, when it is empty, fills it
 * with the demo college and prints the staff logins (once: only an empty database is seeded).
 * On PostgreSQL several instances may start at once: they take turns under an advisory lock, so
 * the migrations run and the seed fills the database exactly once (docs/decisions/0067).
 */
import { withPrepareLock } from '@/cms/database-lock'
import { env, publicOrigin } from '@/env'
import { bootPayload } from '@/seed/boot'
import { formatLogins, isEmpty, keepLogins, seed } from '@/seed/index'

await withPrepareLock(env().DATABASE_URL, async () => {
  const payload = await bootPayload()
  if (await isEmpty(payload)) {
    console.log('▸ Empty database: adding the demo college…')
    const { logins } = await seed(payload, 'small')
    console.log(formatLogins(logins, publicOrigin()))
    keepLogins(logins)
  }
})
process.exit(0)
