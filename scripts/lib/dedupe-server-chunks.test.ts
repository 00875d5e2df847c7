import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { aliasChunk, dedupeServerChunks } from './dedupe-server-chunks.mjs'

/** A chunk as Turbopack writes one for Node: its modules' factories as its exports, then its source map's name. */
const chunk = (body: string, name: string) => `module.exports=[1,e=>{"use strict";${body.repeat(600)}}];\n\n//# sourceMappingURL=${name}.map\n`

// docs/decisions/0164: a server chunk written several times is loaded once.
describe('dedupeServerChunks', () => {
  let dir: string
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('makes each copy of a chunk, alike but for its source map comment, answer the first copy in its folder', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dedupe-'))
    mkdirSync(path.join(dir, 'chunks/ssr'), { recursive: true })
    const shared = 'e.i(42);'
    writeFileSync(path.join(dir, 'chunks/b.js'), chunk(shared, 'b.js'))
    writeFileSync(path.join(dir, 'chunks/a.js'), chunk(shared, 'a.js'))
    writeFileSync(path.join(dir, 'chunks/c.js'), chunk(shared, 'c.js'))
    writeFileSync(path.join(dir, 'chunks/other.js'), chunk('e.i(7);', 'other.js'))
    // The same code in another folder stays its own: an alias names a file beside it.
    writeFileSync(path.join(dir, 'chunks/ssr/a.js'), chunk(shared, 'a.js'))

    const totals = await dedupeServerChunks(dir)

    expect(totals.copies).toBe(2)
    expect(readFileSync(path.join(dir, 'chunks/a.js'), 'utf8')).toBe(chunk(shared, 'a.js'))
    expect(readFileSync(path.join(dir, 'chunks/b.js'), 'utf8')).toBe(aliasChunk('a.js'))
    expect(readFileSync(path.join(dir, 'chunks/c.js'), 'utf8')).toBe(aliasChunk('a.js'))
    expect(readFileSync(path.join(dir, 'chunks/other.js'), 'utf8')).toBe(chunk('e.i(7);', 'other.js'))
    expect(readFileSync(path.join(dir, 'chunks/ssr/a.js'), 'utf8')).toBe(chunk(shared, 'a.js'))

    // Node loads the first copy once: every alias answers the very same exports.
    const load = createRequire(path.join(dir, 'chunks/index.js'))
    expect(load('./b.js')).toBe(load('./a.js'))
    expect(load('./c.js')).toBe(load('./a.js'))
  })

  it('leaves alone what is no chunk: a small file, or one that does not answer its exports', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dedupe-'))
    const runtime = `const loaded = new Set();\n${'function load() {}\n'.repeat(400)}`
    writeFileSync(path.join(dir, 'a.js'), runtime)
    writeFileSync(path.join(dir, 'b.js'), runtime)
    writeFileSync(path.join(dir, 'small-a.js'), 'module.exports=[1]\n')
    writeFileSync(path.join(dir, 'small-b.js'), 'module.exports=[1]\n')

    expect(await dedupeServerChunks(dir)).toEqual({ copies: 0, bytes: 0 })
    expect(readFileSync(path.join(dir, 'b.js'), 'utf8')).toBe(runtime)
  })
})
