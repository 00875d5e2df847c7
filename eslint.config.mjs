import path from 'node:path'

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Every rule is an error, except `max-lines`, the one warning: a long file is a hint to split it,
 * not a defect. So `npm run lint` runs ESLint without `--max-warnings=0`; a rule that a shared
 * config sets to "warn" is raised to "error" below, and a new rule goes in as "error".
 * @template T
 * @param {Record<string, T>} rules
 */
const asErrors = (rules) => Object.fromEntries(Object.entries(rules).map(([name, level]) => [name, level === 'warn' ? 'error' : level]))

/** Node modules that reach outside the process (files, network, other processes, the terminal). */
const NODE_IO = [
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'dgram',
  'dns',
  'dns/promises',
  'tls',
  'child_process',
  'cluster',
  'worker_threads',
  'readline',
  'repl',
  'inspector',
]

/**
 * Services are server-only (architecture guide): a module marked `'use client'` may import the
 * types of `@/services/*` (view models) but no value, since a value would pull the service, its
 * Payload reads and its secrets into the browser bundle. Globs cannot see a directive, hence this
 * rule. (`import 'server-only'` in each service would also fail the build, but it throws outside
 * Next's server, in the unit tests and scripts that use services.)
 */
const SERVICES = /^@\/services(\/|$)/
const SERVICES_DIR = `${path.resolve(import.meta.dirname, 'src/services')}${path.sep}`
/** An import or export as the rule reads it (TypeScript's parser adds `importKind` and `exportKind`). */
/** @typedef {{ importKind?: string, exportKind?: string, specifiers?: { importKind?: string, exportKind?: string }[], source?: { value?: unknown } | null }} ModuleNode */
/** @type {import('eslint').Rule.RuleModule} */
const serverOnlyServices = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module imports no value from @/services." },
    schema: [],
    messages: { serverOnly: "'{{source}}' is server-only: a 'use client' module may only `import type` from it." },
  },
  create(context) {
    let isClient = false
    for (const statement of /** @type {{ type: string, directive?: unknown }[]} */ (context.sourceCode.ast.body)) {
      if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break
      if (statement.directive === 'use client') isClient = true
    }
    if (!isClient) return {}
    const isService = (/** @type {unknown} */ source) =>
      typeof source === 'string' &&
      (SERVICES.test(source) || (source.startsWith('.') && `${path.resolve(path.dirname(context.filename), source)}${path.sep}`.startsWith(SERVICES_DIR)))
    const typeOnly = (/** @type {ModuleNode} */ node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      ((node.specifiers?.length ?? 0) > 0 && node.specifiers?.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'))
    const check = (/** @type {import('eslint').Rule.Node & ModuleNode} */ node) => {
      if (isService(node.source?.value) && !typeOnly(node))
        context.report({ node, messageId: 'serverOnly', data: { source: /** @type {string} */ (node.source?.value) } })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

/**
 * cms builds on components, services and domain, never the reverse. `@payload-config` and
 * `@/payload-types` are other aliases and stay importable.
 */
const NO_CMS = {
  regex: '^(@/|(\\.\\./)+)cms(/|$)',
  message:
    'The dependency goes app -> cms -> (components, services) -> domain: nothing outside src/cms and src/app imports it. Take rendered blocks as a prop from the route, or move the helper into services or domain.',
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.next/',
      'data/',
      'media/',
      'tmp/',
      'test-results/',
      'playwright-report/',
      'src/payload-types.ts',
      'src/migrations/',
      'src/app/(payload)/',
      'next-env.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...asErrors(reactHooks.configs.recommended.rules),
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Plain JavaScript run by Node: the scripts, the configs, the server and what Next.js loads at run time (src/**/*.mjs).
    files: ['scripts/**/*.mjs', '*.config.mjs', 'src/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },

  // Import boundaries (architecture guide, "Layout").
  {
    // One direction: app -> cms -> (components, services) -> domain. Services and API handlers here;
    // the components' rule below lists NO_CMS too, and the domain's refuses every alias but its own.
    files: ['src/services/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_CMS] }] },
  },
  {
    // The domain is pure rules: no content reads, no framework, no I/O.
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['next', 'react', 'react-dom', 'payload', '@payload-config'].map((name) => ({
              name,
              message: 'src/domain holds pure rules: no framework, no CMS. Keep this in a service or a component.',
            })),
            ...NODE_IO.flatMap((name) => [name, `node:${name}`]).map((name) => ({
              name,
              message: 'src/domain holds pure rules: no I/O. Read or write in a service and pass the data in.',
            })),
          ],
          patterns: [
            {
              // Services, cms, components, app, api, seed, the generated Payload types: everything but the domain.
              regex: '^@/(?!domain/)',
              message: 'src/domain imports only other domain modules (services, cms, components and app build on it, never the reverse).',
            },
            { group: ['next/*', 'react/*', 'react-dom/*', 'payload/*', '@payloadcms/*'], message: 'src/domain holds pure rules: no framework, no CMS.' },
            { group: ['../*'], message: 'src/domain imports only other domain modules (./name).' },
          ],
        },
      ],
    },
  },
  {
    // Components only render: their data comes from a page loader (`@/services/<area>-pages`), and
    // what they send goes to a server action (`@/services/<area>-actions`). Types of other services
    // stay importable: they are the view models components render.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CMS,
            {
              regex: '^(@/|(\\.\\./)+)services/(?!.+-(pages|actions)$)',
              allowTypeImports: true,
              message:
                'Components reach services only through a page loader (@/services/<area>-pages) or a server action (@/services/<area>-actions): load the data there and pass it in (`import type` is fine).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'server-only-services': serverOnlyServices } } },
    rules: { 'local/server-only-services': 'error' },
  },

  // A long file is a hint to split it (a warning, see above). Generated files, migrations and the
  // seed's content are long by nature.
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['src/seed/college.ts', 'src/seed/course-catalogue.ts', 'src/seed/people-data.ts', 'src/seed/pages.ts'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
)
