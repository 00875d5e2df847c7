import { spawn } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { isPostgresUrl } from '@/cms/database'
import { migrations } from '@/migrations/postgres'

/** Instances started at once in the test; three show more than a pair whether they take turns. */
const INSTANCES = 3
const ROOT = path.resolve(import.meta.dirname, '../..')
const SEED_MESSAGE = 'Empty database: adding the demo college'

/** `npm start`'s preparation (scripts/prepare-db.ts) as a process of its own, with its output and exit code. */
function prepare(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['--conditions=production', 'scripts/prepare-db.ts'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

// Several instances on one PostgreSQL that start together migrate and seed once (docs/decisions/0067).
describe.runIf(isPostgresUrl(process.env.DATABASE_URL ?? ''))('preparing the database from several instances at once', () => {
  it('migrates and seeds a fresh PostgreSQL database exactly once, and every instance starts', { timeout: 300_000 }, async () => {
    const runs = await Promise.all(Array.from({ length: INSTANCES }, () => prepare()))
    for (const run of runs) expect(run.code, run.output).toBe(0)
    expect(runs.filter((run) => run.output.includes(SEED_MESSAGE))).toHaveLength(1)

    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    try {
      const applied = await db.query<{ name: string; count: string }>('SELECT name, count(*) FROM payload_migrations GROUP BY name')
      expect(applied.rows.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort())
      expect(applied.rows.filter((row) => Number(row.count) !== 1)).toEqual([])
      // One seed: each seeded staff e-mail once (a second seed would also have failed on them, and exited non-zero).
      const users = await db.query<{ email: string; count: string }>('SELECT email, count(*) FROM users GROUP BY email')
      expect(users.rows.length).toBeGreaterThan(0)
      expect(users.rows.filter((row) => Number(row.count) !== 1)).toEqual([])
    } finally {
      await db.end()
    }
  })
})
