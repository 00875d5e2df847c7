import config from '@payload-config'
import { type Payload, getPayload } from 'payload'

import { migrationsFor } from '@/cms/database'

/**
 * Payload for scripts and tests: connects to DATABASE_URL (SQLite by default) and brings the
 * schema up to date with the committed migrations. `getPayload` runs them by itself only when
 * NODE_ENV is production; running them here too is a no-op then.
 */
export async function bootPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsFor() })
  return payload
}
