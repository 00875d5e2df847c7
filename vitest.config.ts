import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** Files of one long test (a fresh seed by several processes): started first, the other worker's files fill the time beside them. */
const LONG_FILES = ['tests/integration/prepare-db.test.ts']

/** Vitest's order (longest first, as last run measured them), the long files ahead whatever the last run was. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isLong = (file: TestSpecification) => LONG_FILES.some((name) => file.moduleId.endsWith(name))
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))]
  }
}

export default defineConfig({
  // The same aliases as tsconfig.json.
  resolve: {
    alias: {
      '@payload-config': path.resolve(import.meta.dirname, 'src/cms/payload.config.ts'),
      '@': path.resolve(import.meta.dirname, 'src'),
    },
  },
  test: {
    // The SQLite run measures prepare-db.test.ts as nothing (it is for PostgreSQL), which put it last in the PostgreSQL run.
    sequence: { sequencer: LongFilesFirst },
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
          // A worker's files share the packages they load; each loads the project's own modules afresh (setup.ts, decision 0187).
          isolate: false,
          // Lexical's plain entry points: Node 20 can stall on their `node` ones (docs/decisions/0006).
          execArgv: ['--conditions=development'],
        },
      },
    ],
  },
})
