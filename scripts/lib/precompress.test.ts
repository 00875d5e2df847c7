import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { precompress } from './precompress.mjs'

// docs/decisions/0076: the build's text files compressed once, at build time.
describe('precompress', () => {
  let dir: string
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('writes a Brotli and a gzip copy of each text file worth compressing, byte for byte the file once decoded', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    mkdirSync(path.join(dir, 'chunks'))
    const script = Buffer.from('export const answer = () => "a line of a script";\n'.repeat(400))
    writeFileSync(path.join(dir, 'chunks/app.js'), script)
    writeFileSync(path.join(dir, 'chunks/app.css'), '.a { color: red }\n'.repeat(200))
    writeFileSync(path.join(dir, 'tiny.css'), '.b { color: blue }')
    // A font is compressed already (WOFF2 is Brotli inside): it is left alone, whatever its size.
    writeFileSync(path.join(dir, 'face.woff2'), Buffer.alloc(4096, 7))

    const totals = await precompress(dir)

    expect(brotliDecompressSync(readFileSync(path.join(dir, 'chunks/app.js.br'))).equals(script)).toBe(true)
    expect(gunzipSync(readFileSync(path.join(dir, 'chunks/app.js.gz'))).equals(script)).toBe(true)
    expect(existsSync(path.join(dir, 'chunks/app.css.br'))).toBe(true)
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'face.woff2.br'))).toBe(false)
    expect(totals.files).toBe(2)
    expect(totals.brotliBytes).toBeLessThan(totals.bytes / 10)
  })

  it('writes no copy that would be larger than its file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    // Random bytes do not compress.
    writeFileSync(path.join(dir, 'noise.txt'), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))))
    await precompress(dir)
    expect(existsSync(path.join(dir, 'noise.txt.br'))).toBe(false)
    expect(existsSync(path.join(dir, 'noise.txt.gz'))).toBe(false)
  })
})
