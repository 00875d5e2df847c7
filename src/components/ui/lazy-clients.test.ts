import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../..')
const source = (file: string) => readFileSync(path.join(SRC, file), 'utf8')
const LAZY_CLIENTS = source('components/ui/lazy-clients.tsx')

/** The modules lazy-clients.tsx imports through next/dynamic, as paths under src/. */
const lazyModules = [...LAZY_CLIENTS.matchAll(/import\('@\/([^']+)'\)/g)].map((match) => `${match[1]}.tsx`)

/** The CSS modules `file` imports, as `@/…` specifiers. */
const cssModulesOf = (file: string) =>
  [...source(file).matchAll(/from '([^']+\.module\.css)'/g)].map((match) =>
    match[1]!.startsWith('@/') ? match[1]! : `@/${path.posix.join(path.posix.dirname(file), match[1]!)}`,
  )

// docs/decisions/0180: a stylesheet that came only with a lazily loaded chunk is written into the page as
// <link rel="stylesheet" as="style" data-precedence="dynamic">, which is not valid HTML. Imported with the module that loads the
// chunks, it comes with the page's own stylesheets and the chunk brings none.
describe('lazily loaded client components', () => {
  it('are seven, each found', () => {
    expect(lazyModules).toHaveLength(7)
    for (const file of lazyModules) expect(() => source(file)).not.toThrow()
  })

  it('bring no stylesheet of their own: lazy-clients.tsx imports each one they use', () => {
    const imported = new Set([...LAZY_CLIENTS.matchAll(/^import '([^']+\.module\.css)'$/gm)].map((match) => match[1]!))
    const missing = lazyModules.flatMap((file) =>
      cssModulesOf(file)
        .filter((css) => !imported.has(css))
        .map((css) => `${file}: ${css}`),
    )
    expect(missing).toEqual([])
  })
})
