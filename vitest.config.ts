import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The same aliases as tsconfig.json.
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Pure modules: files share loaded modules, and start with fresh process-wide state (tests/unit-setup.ts).
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file boots Payload on a database of its own; two at a time fit two cores.
          maxWorkers: 2,
          // Lexical's plain entry points: Node 20 can stall on their `node` ones (docs/decisions/0006).
          execArgv: ['--conditions=development'],
        },
      },
    ],
  },
})
