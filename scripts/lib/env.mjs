/** What the launch scripts share: the production environment and running commands. */
import { spawn } from 'node:child_process'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')

/** @param {string} message @returns {never} */
export function fail(message) {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

/**
 * The environment for the production build and server.
 * @param {Record<string, string>} [overrides]
 * @returns {NodeJS.ProcessEnv}
 */
export const productionEnv = (overrides = {}) => ({ ...process.env, ...overrides, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })

/**
 * Runs a command to the end, with its output on this terminal; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))))
  })
}

/**
 * The bound of the production server's heap (V8's old generation), as Node's flag (docs/decisions/0163): what the server keeps
 * is bounded cache by cache (docs/caching.md), so past this it collects garbage rather than grow. `npm start` (package.json)
 * and the browser tests' server pass the same flag.
 */
export const SERVER_HEAP_FLAG = '--max-old-space-size=1024'

/**
 * The production server on a database prepared already, as a program: `[command, args]`.
 * @returns {[string, string[]]}
 */
export const serverCommand = () => [process.execPath, [SERVER_HEAP_FLAG, path.join(ROOT, 'src/server/serve.mjs')]]

/** @param {string} name */
export const bin = (name) => path.join(ROOT, 'node_modules/.bin', name)

/** Node 20 may hang loading Lexical's `node` entry points; the build condition picks the plain ones (decision 0006). */
export const conditionsFlag = (env = process.env) => `--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`

/**
 * Runs a TypeScript script with tsx, with the flag above.
 * @param {string} file
 * @param {string[]} [args]
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export const runTs = (file, args = [], options = {}) => run(bin('tsx'), [conditionsFlag(options.env), file, ...args], options)

/**
 * Migrates the database of `env` and seeds it when empty (several instances take turns).
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export const prepareDatabase = (env, options = {}) => runTs('scripts/prepare-db.ts', [], { ...options, env })
