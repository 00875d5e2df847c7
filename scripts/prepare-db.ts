/**
 * Brings the database up to date with the committed migrations and, when it is empty, fills it
 * with the demo college and prints the staff logins (once: only an empty database is seeded).
 */
import { writeFileSync } from 'node:fs'

import { env, publicOrigin } from '@/env'
import { bootPayload } from '@/seed/boot'
import { formatLogins, isEmpty, seed } from '@/seed/index'

const payload = await bootPayload()
if (await isEmpty(payload)) {
  console.log('▸ Empty database: adding the demo college…')
  const { logins } = await seed(payload, 'small')
  console.log(formatLogins(logins, publicOrigin()))
  // The browser tests sign in with these; nothing else writes them anywhere.
  const { SEED_LOGINS_FILE } = env()
  if (SEED_LOGINS_FILE) writeFileSync(SEED_LOGINS_FILE, JSON.stringify(logins), { mode: 0o600 })
}
process.exit(0)
