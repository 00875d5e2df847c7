/**
 * The template every integration file that asks for the demo college copies (global-setup.ts):
 * the database of DATABASE_URL migrated and seeded with the small college and two images, its media
 * in MEDIA_DIR, and the seed's result (the staff logins, the counts) as JSON in the file named by
 * the first argument. Run once per test run, with tsx, by global-setup.ts.
 */
import { writeFileSync } from 'node:fs'

import { bootPayload } from '@/seed/boot'
import { seed } from '@/seed/index'
import { closeDatabase } from '@/server/database.mjs'

const resultFile = process.argv[2]
if (!resultFile) throw new Error('Usage: tsx tests/integration/seed-template.ts <result.json>')

const payload = await bootPayload()
const seeded = await seed(payload, 'small', { images: 2 })
writeFileSync(resultFile, JSON.stringify(seeded))
// Closed, so that the copies see every write: SQLite folds its write-ahead log into the file. (A
// PostgreSQL connection left open is ended by global-setup.ts, as a template must have none.)
await closeDatabase()
process.exit(0)
