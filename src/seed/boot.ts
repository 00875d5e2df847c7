import config from '@payload-config'
import { type Payload, getPayload } from 'payload'

import { migrationsFor } from '@/cms/database'

/** Payload for scripts and tests on DATABASE_URL, migrated to the committed migrations (`getPayload` does so only in production). */
export async function bootPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsFor() })
  return payload
}
