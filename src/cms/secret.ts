import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { env } from '@/env'

import { isPostgresUrl } from './database'

const SECRET_FILE = path.resolve(process.cwd(), 'data/.payload-secret')

const MISSING_SECRET_MESSAGE =
  'PAYLOAD_SECRET is not set. A PostgreSQL deployment needs its own secret: export PAYLOAD_SECRET="$(openssl rand -hex 32)" and start again.'

/** The secret that signs staff tokens: required with PostgreSQL, generated under data/ for SQLite (docs/decisions/0002-secrets.md). */
export function payloadSecret(databaseUrl = env().DATABASE_URL): string {
  const fromEnv = env().PAYLOAD_SECRET
  if (fromEnv) return fromEnv
  if (isPostgresUrl(databaseUrl)) throw new Error(MISSING_SECRET_MESSAGE)
  return localSecret()
}

/** The generated secret under data/, created on first use. */
function localSecret(): string {
  if (existsSync(SECRET_FILE)) return readFileSync(SECRET_FILE, 'utf8').trim()
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(SECRET_FILE, secret, { mode: 0o600 })
  return secret
}
