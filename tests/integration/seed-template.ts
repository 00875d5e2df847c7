/** The run's template (global-setup.ts runs this once with tsx): migrated, seeded, media in MEDIA_DIR, the seed's result as JSON in argv[2]. */
import { writeFileSync } from 'node:fs'

import { bootPayload } from '@/seed/boot'
import { seed } from '@/seed/index'
import { closeDatabase } from '@/server/database.mjs'

const resultFile = process.argv[2]
if (!resultFile) throw new Error('Usage: tsx tests/integration/seed-template.ts <result.json>')

const payload = await bootPayload()
const seeded = await seed(payload, 'small', { images: 2 })
writeFileSync(resultFile, JSON.stringify(seeded))
// Closed so the copies see every write (SQLite folds its log into the file; global-setup.ts ends PostgreSQL's).
await closeDatabase()
process.exit(0)
