import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../..')
const source = (file: string) => readFileSync(path.join(SRC, file), 'utf8')

/** The modules that load client components through next/dynamic, with how many each loads. */
const LOADERS = {
  'components/ui/lazy-clients.tsx': 4,
  'cms/blocks/lazy-blocks.tsx': 4,
}

/**
 * The modules that load a client component through React.lazy: the 404 view, which only a 404 page waits for, and the islands,
 * which load theirs when a visitor comes to them (docs/decisions/0189, 0190).
 */
const REACT_LAZY_LOADERS = {
  'components/errors/lazy-not-found-view.tsx': 1,
  'components/courses/add-to-cart-island.tsx': 1,
  'components/courses/course-search-fields-island.tsx': 1,
  'components/forms/request-form-island.tsx': 1,
  'cms/blocks/carousel/carousel-island.tsx': 1,
}

/** The modules `loader` imports lazily, as paths under src/. */
const lazyModulesOf = (loader: string) => [...source(loader).matchAll(/import\('@\/([^']+)'\)/g)].map((match) => `${match[1]}.tsx`)

/** The CSS modules `file` imports, as `@/…` specifiers. */
const cssModulesOf = (file: string) =>
  [...source(file).matchAll(/from '([^']+\.module\.css)'/g)].map((match) =>
    match[1]!.startsWith('@/') ? match[1]! : `@/${path.posix.join(path.posix.dirname(file), match[1]!)}`,
  )

// docs/decisions/0180: a stylesheet that came only with a lazily loaded chunk is written into the page as
// <link rel="stylesheet" as="style" data-precedence="dynamic">, which is not valid HTML. Imported with the module that loads the
// chunks, it comes with the page's own stylesheets and the chunk brings none.
describe.each(Object.entries({ ...LOADERS, ...REACT_LAZY_LOADERS }))('the client components %s loads lazily', (loader, count) => {
  it('are each found', () => {
    expect(lazyModulesOf(loader)).toHaveLength(count)
    for (const file of lazyModulesOf(loader)) expect(() => source(file)).not.toThrow()
  })

  it('bring no stylesheet of their own: the loader imports each one they use', () => {
    const imported = new Set([...source(loader).matchAll(/^import '([^']+\.module\.css)'$/gm)].map((match) => match[1]!))
    const missing = lazyModulesOf(loader).flatMap((file) =>
      cssModulesOf(file)
        .filter((css) => !imported.has(css))
        .map((css) => `${file}: ${css}`),
    )
    expect(missing).toEqual([])
  })
})

// docs/decisions/0186: the browser's next/dynamic is React.lazy alone (dynamic-in-browser.tsx), which takes a loader and no options.
describe.each(Object.entries(LOADERS))('the client components %s loads through next/dynamic', (loader, count) => {
  it('are each asked for in the one form the browser takes: a loader of the component, and no options', () => {
    const calls = source(loader).match(/\bdynamic\(/g) ?? []
    const plain = source(loader).match(/\bdynamic\(\(\) => import\('@\/[^']+'\)\.then\(\(module\) => module\.\w+\)\)/g) ?? []
    expect(calls).toHaveLength(count)
    expect(plain).toHaveLength(count)
  })
})

it('are the only modules that import next/dynamic, whose browser version takes only their form', () => {
  const importers = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => /from 'next\/dynamic'/.test(source(file)))
  expect(importers.sort()).toEqual(Object.keys(LOADERS).sort())
})
