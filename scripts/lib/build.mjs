/** Builds for production when the build is missing or older than the sources it came from. */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { dedupeBuildServerChunks } from './dedupe-server-chunks.mjs'
import { ROOT, bin, run } from './env.mjs'
import { precompressBuildFiles } from './precompress.mjs'

/** What a build is made from: the sources, and the steps after `next build` (`finishBuild`). */
const INPUTS = ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'scripts/lib/precompress.mjs', 'scripts/lib/dedupe-server-chunks.mjs']
const STAMP = path.join(ROOT, '.next/source-hash')

/**
 * @param {string} entry
 * @returns {Generator<string>}
 */
function* files(entry) {
  const full = path.join(ROOT, entry)
  if (!existsSync(full)) return
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name))
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry
  }
}

/** A hash of every file the build reads (tests excluded), so any change triggers a rebuild. */
function sourceHash() {
  const hash = createHash('sha256')
  for (const input of INPUTS) for (const file of files(input)) hash.update(file).update(readFileSync(path.join(ROOT, file)))
  return hash.digest('hex')
}

function buildIsFresh() {
  return existsSync(path.join(ROOT, '.next/BUILD_ID')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash()
}

/** A build's deployment id: the start of the hash of its sources. */
const deploymentIdOf = (/** @type {string} */ hash) => hash.slice(0, 16)

/**
 * Builds when needed and sets `NEXT_DEPLOYMENT_ID`, which the server starts with too: a browser on an older build loads its next page in full (spec §4).
 * @param {NodeJS.ProcessEnv} env
 */
export async function ensureBuild(env) {
  if (!buildIsFresh()) {
    console.log('\n▸ Building the site for production (about a minute)…\n')
    const hash = sourceHash()
    await run(bin('next'), ['build'], { env: { ...env, NEXT_DEPLOYMENT_ID: deploymentIdOf(hash) } })
    await finishBuild()
    writeFileSync(STAMP, hash)
  }
  env.NEXT_DEPLOYMENT_ID = deploymentIdOf(readFileSync(STAMP, 'utf8'))
}

/** What every build gets after `next build`: its static files compressed once, its server chunks loaded once. */
async function finishBuild() {
  await precompressBuildFiles(path.join(ROOT, '.next/static'))
  await dedupeBuildServerChunks(path.join(ROOT, '.next/server'))
}

/**
 * Next's rendered pages and fetch cache on disk belong to the database they were read from, so every launch empties them:
 * the instance's own folder (PAGE_CACHE_DIR), or the build's.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function clearRenderedCaches(env = process.env) {
  const own = env.PAGE_CACHE_DIR?.trim()
  if (own) rmSync(path.resolve(ROOT, own), { recursive: true, force: true })
  else for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) rmSync(path.join(ROOT, dir), { recursive: true, force: true })
}

// `node scripts/lib/build.mjs`: what `npm run build` runs after `next build`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await finishBuild()
