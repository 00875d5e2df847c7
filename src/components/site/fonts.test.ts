import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { openSync } from 'fontkit'
import { describe, expect, it } from 'vitest'

/** The weight axis (`wght`) of a variable font file. */
function weightAxisOf(file: string): { min: number; max: number } {
  const axis = (openSync(file) as { variationAxes: Record<string, { min: number; max: number }> }).variationAxes.wght
  if (!axis) throw new Error(`${file} has no weight axis`)
  return { min: axis.min, max: axis.max }
}

const SRC = path.resolve(import.meta.dirname, '../..')
const FONTS = path.join(import.meta.dirname, 'fonts')

/** Every weight the site's style sheets ask for (its one way of styling, CSS Modules), keywords as numbers. */
function weightsAskedFor(): Map<number, string> {
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
      expect(weightAxisOf(path.join(FONTS, file!)), file).toEqual({ min: Number(min), max: Number(max) })
    }
  })

  it('every weight the style sheets ask for is in both faces, so none is drawn from a clamped or synthesised weight', () => {
    const weights = weightsAskedFor()
    expect(weights.size).toBeGreaterThan(1)
    for (const face of faces) {
      const axis = weightAxisOf(path.join(FONTS, face))
      for (const [weight, file] of weights)
        expect(weight >= axis.min && weight <= axis.max, `${file} asks for ${weight}; ${face} holds ${axis.min}–${axis.max}`).toBe(true)
    }
  })
})
