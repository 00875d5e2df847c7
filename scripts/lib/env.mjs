/** What the launch scripts share: the database URL, the secret rule, and running commands. */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const DEFAULT_DATABASE_URL = 'file:./data/college.db'

const isPostgres = (url) => /^postgres(ql)?:\/\//i.test(url)

export function fail(message) {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

/**
 * The environment for the production build and server; the SQLite file's folder exists.
 * @param {Record<string, string>} [overrides]
 * @returns {NodeJS.ProcessEnv}
 */
export function productionEnv(overrides = {}) {
  const env = { ...process.env, ...overrides, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  env.DATABASE_URL ||= DEFAULT_DATABASE_URL
  if (!isPostgres(env.DATABASE_URL)) mkdirSync(path.dirname(path.resolve(ROOT, env.DATABASE_URL.replace(/^file:/, ''))), { recursive: true })
  return env
}

/** Runs a command to the end, with its output on this terminal; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`))))
  })
}

/**
 * The production server after the build, on PORT: Next.js's handler behind the response cache
 * (scripts/serve.mjs, docs/decisions/0071), as `[command, args]`.
 * @returns {[string, string[]]}
 */
export const serverCommand = () => [process.execPath, [path.join(ROOT, 'scripts/serve.mjs')]]

export const bin = (name) => path.join(ROOT, 'node_modules/.bin', name)

/**
 * Node 20 sometimes never finishes loading Lexical's `node` entry points (a top-level `await
 * import()` in each, see docs/decisions/0006); naming the build condition picks their plain
 * entry instead. Every script that loads the Payload config runs with this flag.
 */
export const conditionsFlag = (env = process.env) => `--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`

/** Runs a TypeScript script with tsx, with the flag above. */
export const runTs = (file, args = [], options = {}) => run(bin('tsx'), [conditionsFlag(options.env), file, ...args], options)
