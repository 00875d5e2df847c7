/** Migrates and, when empty, seeds the demo college; PostgreSQL instances take turns under an advisory lock (docs/decisions/0067). */
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
