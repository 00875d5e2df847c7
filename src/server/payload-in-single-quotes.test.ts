import { runInNewContext } from 'node:vm'

import { describe, expect, it } from 'vitest'

import { payloadInSingleQuotes } from './payload-in-single-quotes.mjs'

/** A payload piece as Next.js writes it: JSON, with `<`, `>`, `&` and the two line separators spelled `\uXXXX`. */
const nextPiece = (value: string) =>
  `<script>self.__next_f.push([1,${JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}])</script>`

/** What the browser's `self.__next_f` holds once every inline script of `html` has run. */
function pushedValues(html: string) {
  const self = { __next_f: [] as unknown[] }
  for (const [, text] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) runInNewContext(text!, { self })
  return self.__next_f
}

// Decision 0184: the same payload, spelled in fewer bytes.
describe("a page's inline payload in single quotes", () => {
  const values = [
    '0:{"P":null,"b":"abc","c":["",""],"i":false}\n1:["$","p",null,{"className":"lead","children":"Hello"}]\n',
    '2:["$","p",null,{"children":"He said \\"hi\\""}]\n',
    "it's a \\ backslash, a 'quote', a \"double\" one",
    '</script><script>alert(1)</script><!-- <script> --> &amp; >',
    'line\nbreak\r\ncarriage\ttab\u0000nul\u2028\u2029separators',
    'Café · 東京 · 🎨 and a lone half \ud800 of a pair',
    '',
  ]
  const page = `<html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script></head><body><p>"Hello"</p>${values.map(nextPiece).join('')}</body></html>`
  const rewritten = payloadInSingleQuotes(page)

  it('gives the browser exactly the values Next.js wrote', () => {
    expect(pushedValues(rewritten)).toEqual(pushedValues(page))
    expect(pushedValues(rewritten)).toEqual([[0], ...values.map((value) => [1, value])])
  })

  it('spells no double quote with a backslash, and the whole piece in fewer bytes', () => {
    const piece = /<script>self\.__next_f\.push\(\[1,'[\s\S]*?'\]\)<\/script>/.exec(payloadInSingleQuotes(nextPiece(values[0]!)))![0]
    expect(piece).not.toContain('\\"')
    expect(Buffer.byteLength(piece)).toBeLessThan(Buffer.byteLength(nextPiece(values[0]!)) * 0.9)
  })

  it('leaves nothing in a script that could end it or change how the HTML parser reads it', () => {
    const scripts = [...rewritten.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)
    expect(scripts).toHaveLength(values.length + 1)
    // eslint-disable-next-line no-control-regex -- a raw NUL is one of them
    for (const text of scripts) expect(text).not.toMatch(/<|[\u0000\r\u2028\u2029]/)
    // The UTF-8 text keeps every character, the lone half spelled out.
    expect(Buffer.from(rewritten, 'utf8').toString('utf8')).toBe(rewritten)
  })

  it('leaves the rest of the page as it was', () => {
    const withoutPieces = (html: string) => html.replace(/<script>self\.__next_f\.push\(\[1,[\s\S]*?\]\)<\/script>/g, '')
    expect(withoutPieces(rewritten)).toBe(withoutPieces(page))
    expect(payloadInSingleQuotes('<p>No payload</p>')).toBe('<p>No payload</p>')
  })
})
