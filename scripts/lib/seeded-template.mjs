/** The browser tests' demo college, seeded once per run and copied by each server that needs its own database (decision 0100). */
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from './env.mjs'

/** Where tests/e2e/global-setup.ts seeds the template of the run. */
export const E2E_TEMPLATE = path.join(ROOT, 'tmp/e2e-template')

/**
 * Copies the template in `template` into `dir` and answers the environment of a server on the copy.
 * @param {string} template
 * @param {string} dir
 * @returns {{ DATABASE_URL: string, MEDIA_DIR: string, PAYLOAD_SECRET: string, SEED_LOGINS_FILE: string }}
 */
export function copyTemplate(template, dir) {
  if (!existsSync(path.join(template, 'logins.json'))) throw new Error(`No seeded template in ${template}: tests/e2e/global-setup.ts makes it.`)
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
