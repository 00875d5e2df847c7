/** `npm run seed -- [--size small|large] [--fresh]`: the demo college; without --fresh a database with content is refused. */
import { existsSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { isPostgresUrl } from '@/cms/database'
import { env, publicOrigin } from '@/env'

import { SEED_SIZES, type SeedSize, formatLogins, isEmpty, keepLogins, seed } from './index'

const { values } = parseArgs({ options: { size: { type: 'string', default: 'small' }, fresh: { type: 'boolean', default: false } } })

// `in` would also accept inherited names such as `toString`.
if (!Object.hasOwn(SEED_SIZES, values.size!)) {
  console.error(`Unknown size “${values.size}”. Use --size small or --size large.`)
  process.exit(2)
}

const url = env().DATABASE_URL
if (values.fresh && !isPostgresUrl(url)) {
  const file = url.replace(/^file:/, '')
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix)
}

const { bootPayload } = await import('./boot')
const payload = await bootPayload()
if (values.fresh && isPostgresUrl(url)) {
  await payload.db.migrateFresh({ forceAcceptWarning: true })
}
if (!(await isEmpty(payload))) {
  console.error('The database already has content. Run `npm run seed -- --fresh` to replace it with the demo college (everything in it is deleted).')
  process.exit(1)
}
const started = Date.now()
const result = await seed(payload, values.size as SeedSize)
console.log(`Seeded the ${values.size} demo college in ${((Date.now() - started) / 1000).toFixed(1)} s:`, result.counts)
console.log(formatLogins(result.logins, publicOrigin()))
keepLogins(result.logins)
process.exit(0)
