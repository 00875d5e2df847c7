/** Writes `.env.example` from src/env.ts; run `npx tsx scripts/env-example.ts` after changing a variable (src/env.test.ts fails until then). */
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { envExample } from '@/env-example'

const file = path.resolve(import.meta.dirname, '..', '.env.example')
writeFileSync(file, envExample())
console.log(`▸ Wrote ${path.relative(process.cwd(), file) || file}`)
