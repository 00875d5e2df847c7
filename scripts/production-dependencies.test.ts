import { builtinModules } from 'node:module'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// `npm ci --omit=dev && npm start` serves the site: whatever the app and `npm start` load is a dependency.
const ROOT = path.resolve(import.meta.dirname, '..')
const START_PATH = [
  'scripts/start.mjs',
  'scripts/prepare-db.ts',
  ...['env', 'launch', 'build', 'precompress', 'dedupe-server-chunks'].map((name) => `scripts/lib/${name}.mjs`),
  'next.config.ts',
  'src',
]
/** Commands `npm start` runs from node_modules/.bin (scripts/lib/env.mjs `bin()`): the build and the TypeScript scripts. */
const START_COMMANDS = ['next', 'tsx']

function* sources(entry: string): Generator<string> {
  const full = path.join(ROOT, entry)
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) yield* sources(path.join(entry, name))
  } else if (/\.(?:m?js|tsx?)$/.test(entry) && !/\.(?:test|spec)\.tsx?$|\.d\.ts$/.test(entry)) {
    yield entry
  }
}

/** The packages a module loads at run time: type-only imports and exports left out. */
export function packagesLoadedBy(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!)
  return specifiers
    .filter((specifier) => !/^(?:\.|@\/|@payload-config$|node:)/.test(specifier) && !builtinModules.includes(specifier))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    )
}

describe('what npm start needs is a dependency', () => {
  it('reads a module’s run-time packages, not its types', () => {
    expect(
      packagesLoadedBy(`import type { A } from 'types-only'\nimport { type B, c } from '@scope/pkg/sub'\nexport * from 'again'\nawait import('lazy')`),
    ).toEqual(['@scope/pkg', 'again', 'lazy'])
  })

  it('finds every package the app, the launch scripts and the build load among the dependencies', () => {
    const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    const missing = new Set<string>()
    for (const entry of START_PATH)
      for (const file of sources(entry))
        for (const name of packagesLoadedBy(readFileSync(path.join(ROOT, file), 'utf8'))) if (!dependencies[name]) missing.add(`${name} (${file})`)
    for (const command of START_COMMANDS) if (!dependencies[command]) missing.add(`${command} (a command npm start runs)`)
    expect([...missing]).toEqual([])
  })
})
