/**
 * Writes `.env.example` from src/env.ts: every variable the app reads, its default and a line on
 * what it does. Run it after adding or changing a variable (src/env.test.ts fails until then):
 * `npx tsx scripts/env-example.ts`.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { envExample } from '@/env-example'

const file = path.resolve(import.meta.dirname, '..', '.env.example')
writeFileSync(file, envExample())
console.log(`▸ Wrote ${path.relative(process.cwd(), file) || file}`)
