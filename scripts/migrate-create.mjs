#!/usr/bin/env node
// `npm run migrate:create -- <name>`: a migration for SQLite and for PostgreSQL from the current schema; diffs against the
// PostgreSQL server of MIGRATE_POSTGRES_URL (default: the local one).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { conditionsFlag } from './lib/env.mjs'

const name = process.argv[2] ?? ''
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name in snake_case>')
  process.exit(2)
}

const adminUrl = process.env.MIGRATE_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
const scratch = `college_migrate_${process.pid}`
const dir = mkdtempSync(path.join(tmpdir(), 'college-migrate-'))

/** @typedef {'sqlite' | 'postgres'} Dialect */

/** @param {Dialect} dialect */
function countMigrations(dialect) {
  return readdirSync(`src/migrations/${dialect}`).filter((f) => f.endsWith('.ts') && f !== 'index.ts').length
}

/**
 * @param {Dialect} dialect
 * @param {string} databaseUrl
 */
function create(dialect, databaseUrl) {
  const before = countMigrations(dialect)
  // The scratch databases are dropped afterwards; their secret protects nothing.
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: conditionsFlag(), PAYLOAD_SECRET: randomBytes(24).toString('hex') }
  spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], { stdio: 'inherit', env })
  console.log(countMigrations(dialect) > before ? `${dialect}: migration written` : `${dialect}: no schema change`)
}

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`CREATE DATABASE ${scratch}`)
try {
  create('sqlite', `file:${path.join(dir, 'scratch.db')}`)
  create('postgres', adminUrl.replace(/\/[^/]*$/, `/${scratch}`))
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`)
  await admin.end()
  rmSync(dir, { recursive: true, force: true })
}
