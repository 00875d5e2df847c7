import { describe, expect, it } from 'vitest'

import { scriptsAddedAfterFirstPaint, scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

// Decision 0183: the page's script files are asked for once its first contentful paint is on screen.
describe('a page whose scripts come after its first paint', () => {
  const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=abc`
  const page = [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="/_next/static/chunks/a.css?dpl=abc"/>`,
    `<link rel="preload" as="script" fetchPriority="low" href="${chunk('late')}"/>`,
    `<script src="${chunk('webpack')}" async=""></script><script src="${chunk('main')}" async=""></script>`,
    `<script src="/_next/static/chunks/polyfills.js?dpl=abc" noModule=""></script>`,
    '<script>self.__next_f=self.__next_f||[]</script></head><body><p>Hello</p>',
    `<script src="${chunk('late')}" async=""></script><script src="${chunk('main')}" async=""></script></body></html>`,
  ].join('')
  const rewritten = scriptsAfterFirstPaint(page)

  it('writes none of its script files as a tag or a preload, and leaves the rest as it was', () => {
    expect(rewritten).not.toMatch(/<script src="[^"]+" async="">/)
    expect(rewritten).not.toContain('rel="preload" as="script"')
    // The noModule polyfills (never run by a browser that runs the rest), the inline payload and the page itself stay.
    for (const part of [
      '<script src="/_next/static/chunks/polyfills.js?dpl=abc" noModule=""></script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<p>Hello</p>',
    ])
      expect(rewritten).toContain(part)
  })

  it('adds each of them once, in the order the page named them, from one script at the end of the head', () => {
    expect(scriptsAddedAfterFirstPaint(rewritten)).toEqual([chunk('webpack'), chunk('main'), chunk('late')])
    expect(rewritten.indexOf('addAfterFirstPaint')).toBeLessThan(rewritten.indexOf('</head>'))
    expect(rewritten.indexOf('addAfterFirstPaint')).toBeGreaterThan(rewritten.indexOf('self.__next_f=self.__next_f||[]'))
  })

  it('writes its loader as a script a browser parses, without comments or indentation', () => {
    const loader = /<script>(\(function addAfterFirstPaint[\s\S]*?)<\/script>/.exec(rewritten)![1]!
    expect(() => new Function(loader)).not.toThrow()
    expect(loader).not.toMatch(/\/\*|\n\s/)
  })

  it('leaves a page without script files, and a fragment without a head, as they are', () => {
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>'
    expect(scriptsAfterFirstPaint(plain)).toBe(plain)
    expect(scriptsAddedAfterFirstPaint(plain)).toEqual([])
    const fragment = `<div><script src="${chunk('main')}" async=""></script></div>`
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment)
  })

  it('writes an address as the browser is to ask for it, its ampersands unescaped', () => {
    const withQuery = page.replace(chunk('main'), '/_next/static/chunks/main.js?dpl=abc&amp;v=2')
    expect(scriptsAddedAfterFirstPaint(scriptsAfterFirstPaint(withQuery))).toContain('/_next/static/chunks/main.js?dpl=abc&v=2')
  })
})
