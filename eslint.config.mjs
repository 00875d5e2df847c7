import path from 'node:path'

import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * Every rule is an error but `max-lines`, a warning: a long file is a hint to split, not a defect; "warn" from shared configs is raised.
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

// Services are server-only: a `'use client'` module may import their types (view models) but no value, which would pull Payload
// and secrets into the browser. Globs cannot see a directive; `import 'server-only'` would throw in tests and scripts.
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

/** cms builds on components, services and domain, never the reverse; `@payload-config` and `@/payload-types` stay importable. */
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
    // One direction: app -> cms -> (components, services) -> domain; the components' rule lists NO_CMS, the domain's refuses other aliases.
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
    // Components only render: data from a page loader (`@/services/<area>-pages`), writes to a server action (`@/services/<area>-actions`);
    // other services' types stay importable as view models.
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

  // Generated files, migrations and the seed's content are long by nature.
  {
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['src/seed/college.ts', 'src/seed/course-catalogue.ts', 'src/seed/people-data.ts', 'src/seed/pages.ts'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
)
