/** The browser tests' demo college, seeded once per run and copied by each server that needs its own database (decision 0100). */
import { randomBytes } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT, prepareDatabase, productionEnv } from './env.mjs'

/** Where scripts/serve-e2e.mjs keeps the seeded template of the run. */
export const E2E_TEMPLATE = path.join(ROOT, 'tmp/e2e-template')

/**
 * Seeds the demo college into `dir` (a SQLite file, its media, the staff logins and the secret they were made with).
 * @param {string} dir
 */
export async function seedTemplate(dir) {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const secret = randomBytes(24).toString('hex')
  writeFileSync(path.join(dir, 'secret'), secret)
  const env = productionEnv({
    DATABASE_URL: `file:${path.join(dir, 'college.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: secret,
    SEED_LOGINS_FILE: path.join(dir, 'logins.json'),
  })
  await prepareDatabase(env, { stdio: ['ignore', 'ignore', 'inherit'] })
}

/**
 * Copies the template in `template` into `dir` and answers the environment of a server on the copy.
 * @param {string} template
 * @param {string} dir
 * @returns {{ DATABASE_URL: string, MEDIA_DIR: string, PAYLOAD_SECRET: string, SEED_LOGINS_FILE: string }}
 */
export function copyTemplate(template, dir) {
  if (!existsSync(path.join(template, 'logins.json'))) throw new Error(`No seeded template in ${template}: scripts/serve-e2e.mjs makes it.`)
  mkdirSync(dir, { recursive: true })
  // The write-ahead log too, should the template's not have been merged into the file.
  for (const suffix of ['', '-wal'])
    if (existsSync(path.join(template, `college.db${suffix}`))) copyFileSync(path.join(template, `college.db${suffix}`), path.join(dir, `college.db${suffix}`))
  if (existsSync(path.join(template, 'media'))) cpSync(path.join(template, 'media'), path.join(dir, 'media'), { recursive: true })
  copyFileSync(path.join(template, 'logins.json'), path.join(dir, 'logins.json'))
  return {
    DATABASE_URL: `file:${path.join(dir, 'college.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    // Payload signs with the secret the template was seeded with.
    PAYLOAD_SECRET: readFileSync(path.join(template, 'secret'), 'utf8'),
    SEED_LOGINS_FILE: path.join(dir, 'logins.json'),
  }
}
