/**
 * Turbopack writes one server chunk several times under different names, identical but for the source-map comment at its
 * end (one copy per group of routes), and a server that loads each copy keeps each one's source in memory: ten copies of a
 * 2 MB chunk. Each copy after the first becomes a one-line module that answers the first's exports: Node loads the code once
 * (docs/decisions/0164).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** The comment at a chunk's end naming its source map, the only line in which copies differ. */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/
/** Below this a copy costs less than the bookkeeping. */
const MIN_BYTES = 4096

/**
 * A chunk that answers another's exports, which Node's module cache holds once.
 * @param {string} original the file name of the chunk kept, in the same folder
 */
export const aliasChunk = (original) => `module.exports = require(${JSON.stringify(`./${original}`)})\n`

/**
 * Replaces each copy of a chunk in `dir`'s folders by an alias of the first copy, by name order, in the same folder.
 * @param {string} dir the build's server folder (`.next/server`)
 * @returns {Promise<{ copies: number, bytes: number }>} the copies replaced and the bytes they held
 */
export async function dedupeServerChunks(dir) {
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.js')).sort()
  /** @type {Map<string, string>} a folder and a chunk's code, hashed, to the first file with it */
  const firsts = new Map()
  const totals = { copies: 0, bytes: 0 }
  for (const name of names) {
    const file = path.join(dir, name)
    const code = await readFile(file, 'utf8')
    if (code.length < MIN_BYTES || !code.startsWith('module.exports')) continue
    const key = `${path.dirname(name)}\0${createHash('sha256').update(code.replace(SOURCE_MAP_COMMENT, '')).digest('hex')}`
    const first = firsts.get(key)
    if (!first) {
      firsts.set(key, path.basename(name))
      continue
    }
    await writeFile(file, aliasChunk(first))
    totals.copies++
    totals.bytes += code.length
  }
  return totals
}

/**
 * `dedupeServerChunks`, then a line saying what it did.
 * @param {string} dir
 */
export async function dedupeBuildServerChunks(dir) {
  const { copies, bytes } = await dedupeServerChunks(dir)
  console.log(`▸ Server chunks written more than once: ${copies} copies (${Math.round(bytes / 1024)} KB) now load the first`)
}
