import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

/** WOFF2's known table tags, by the index its table directory stores (WOFF2 spec §5.1); fvar is 47. */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB ' +
  'EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf ' +
  'Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)!
  .map((tag) => tag.slice(0, 4))

/** The weight axis (`wght`) of a WOFF2 variable font: its fvar table, found in the one Brotli stream every table is stored in. */
function weightAxisOf(file: Buffer): { min: number; max: number } {
  let offset = 48 // the WOFF2 header
  const base128 = () => {
    let value = 0
    for (;;) {
      const byte = file[offset++]!
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
  }
  const tables: { tag: string; start: number; length: number }[] = []
  let streamOffset = 0
  for (let index = file.readUInt16BE(12); index > 0; index--) {
    const flags = file[offset++]!
    const tag = (flags & 0x3f) === 0x3f ? file.toString('latin1', offset, (offset += 4)) : KNOWN_TAGS[flags & 0x3f]!
    const transform = flags >> 6
    const originalLength = base128()
    const transformed = tag === 'glyf' || tag === 'loca' ? transform === 0 : transform !== 0
    const length = transformed ? base128() : originalLength
    tables.push({ tag, start: streamOffset, length })
    streamOffset += length
  }
  const stream = brotliDecompressSync(file.subarray(offset, offset + file.readUInt32BE(20)))
  const fvar = tables.find((table) => table.tag === 'fvar')
  if (!fvar) throw new Error('not a variable font: no fvar table')
  const table = stream.subarray(fvar.start, fvar.start + fvar.length)
  const axesOffset = table.readUInt16BE(4)
  const axisSize = table.readUInt16BE(10)
  for (let axis = 0; axis < table.readUInt16BE(8); axis++) {
    const record = axesOffset + axis * axisSize
    if (table.toString('latin1', record, record + 4) === 'wght')
      return { min: table.readInt32BE(record + 4) / 65536, max: table.readInt32BE(record + 12) / 65536 }
  }
  throw new Error('no weight axis')
}

const SRC = path.resolve(import.meta.dirname, '../..')
const FONTS = path.join(import.meta.dirname, 'fonts')

/** Every weight a style sheet of the site asks for: `font-weight` values, keywords as numbers. */
function weightsInStyleSheets(): Map<number, string> {
  const keywords: Record<string, number> = { normal: 400, bold: 700 }
  const found = new Map<number, string>()
  for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.css'))) {
    for (const [, value] of readFileSync(path.join(SRC, file), 'utf8').matchAll(/font-weight:\s*([\w-]+)/g)) {
      const weight = keywords[value!] ?? Number(value)
      if (!Number.isNaN(weight)) found.set(weight, file)
    }
  }
  return found
}

describe('the served faces (docs/decisions/0075)', () => {
  const faces = readdirSync(FONTS).filter((name) => name.endsWith('.woff2'))
  const declared = [...readFileSync(path.join(import.meta.dirname, 'fonts.ts'), 'utf8').matchAll(/src: '\.\/fonts\/([^']+)'[^}]*?weight: '(\d+) (\d+)'/g)]

  it('fonts.ts declares each face with the weight range its file holds', () => {
    expect(declared.map(([, file]) => file).sort()).toEqual(faces.sort())
    for (const [, file, min, max] of declared) {
      expect(weightAxisOf(readFileSync(path.join(FONTS, file!))), file).toEqual({ min: Number(min), max: Number(max) })
    }
  })

  it('every weight the style sheets ask for is in both faces, so none is drawn from a clamped or synthesised weight', () => {
    const weights = weightsInStyleSheets()
    expect(weights.size).toBeGreaterThan(1)
    for (const face of faces) {
      const axis = weightAxisOf(readFileSync(path.join(FONTS, face)))
      for (const [weight, file] of weights)
        expect(weight >= axis.min && weight <= axis.max, `${file} asks for ${weight}; ${face} holds ${axis.min}–${axis.max}`).toBe(true)
    }
  })
})
