#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order — lint, types, unit tests, integration tests on
 * SQLite and on PostgreSQL, and browser tests in Chromium against the production build. Every
 * step runs even when an earlier one fails; the last line counts the tests.
 */
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { ROOT, bin, run } from './lib/env.mjs'

// Not Playwright's test-results/, which it empties when it starts.
const RESULTS = path.join(ROOT, 'tmp/test-reports')
const POSTGRES_URL = process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test'
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const ci = process.env.CI === 'true'

rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

/** @type {string[]} */
const failures = []
/** @type {string[]} */
const skipped = []

/** @type {[string, number][]} Each step's name and seconds, printed at the end. */
const timings = []

/**
 * Runs one step; a failure is counted and the run goes on.
 * @param {string} name
 * @param {() => unknown} action
 */
async function step(name, action) {
  console.log(`\n━━ ${name} ━━\n`)
  const started = performance.now()
  try {
    await action()
  } catch (error) {
    failures.push(name)
    console.error(`\n✖ ${name}: ${/** @type {Error} */ (error).message}`)
  } finally {
    timings.push([name, (performance.now() - started) / 1000])
  }
}

/**
 * @param {string} project
 * @param {string} report
 */
const vitest = (project, report, env = process.env) =>
  run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(RESULTS, report)}`], { env })

async function postgresReachable() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** Debian's Chromium for the browser tests; installed here when this machine can, never downloaded by a test tool. */
async function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall)
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.`,
    )
  console.log('▸ Installing Debian’s Chromium for the browser tests…')
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

/**
 * Debian's Java for the Nu HTML checker of the browser tests (tests/e2e/html-validity.spec.ts),
 * installed here when this machine can, as Chromium is; without it that test skips and says so.
 */
async function ensureJava() {
  if (spawnSync('java', ['-version']).error === undefined) return
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    skipped.push('the Nu HTML checker (no Java: sudo apt-get install -y default-jre-headless)')
    console.log('⚠ Java is missing: the Nu HTML checker will be skipped. Install it with sudo apt-get install -y default-jre-headless.')
    return
  }
  console.log('▸ Installing Debian’s Java for the Nu HTML checker…')
  await run('apt-get', ['update', '-qq'])
  await run('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
}

// Lint and the type check are single-threaded: they run side by side, each tool even when another fails.
await step('Lint and type check', async () => {
  /** @type {[string, string[]][]} */
  const lint = [
    ['eslint', ['.']],
    ['knip', []],
    ['knip', ['--production']],
    ['prettier', ['--check', '.', '--log-level=warn']],
  ]
  /** @type {string[]} */
  const failed = []
  const attempt = (/** @type {string} */ tool, /** @type {string[]} */ args) => run(bin(tool), args).catch(() => failed.push([tool, ...args].join(' ')))
  await Promise.all([
    (async () => {
      for (const [tool, args] of lint) await attempt(tool, args)
    })(),
    attempt('tsc', ['--noEmit']),
  ])
  if (failed.length > 0) throw new Error(`${failed.join(', ')} failed`)
})
await step('Unit tests', () => vitest('unit', 'unit.json'))
await step('Integration tests on SQLite', () => vitest('integration', 'integration-sqlite.json', { ...process.env, TEST_POSTGRES_URL: '' }))
await step('Integration tests on PostgreSQL', async () => {
  if (!(await postgresReachable())) {
    if (ci) throw new Error(`PostgreSQL is required in CI and does not answer at ${POSTGRES_URL}.`)
    skipped.push(`PostgreSQL integration tests (no server at ${POSTGRES_URL}; set TEST_POSTGRES_URL)`)
    console.log(`⚠ Skipped: no PostgreSQL server answers at ${POSTGRES_URL}. Set TEST_POSTGRES_URL to run these.`)
    return
  }
  await vitest('integration', 'integration-postgres.json', { ...process.env, TEST_POSTGRES_URL: POSTGRES_URL })
})
await step('Browser tests in Chromium (production build)', async () => {
  await ensureChromium()
  await ensureJava()
  // The browser tests' global setup builds, and seeds meanwhile.
  await run(bin('playwright'), ['test'])
})

// The tally, from the runners' JSON reports.
let passed = 0
let failed = 0
/** @type {string[]} Each failed test, named with its first line of error: the end of a long log is often all a reader sees. */
const failedTests = []
const firstLine = (/** @type {string | undefined} */ message) =>
  (message ?? '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? ''
for (const file of ['unit.json', 'integration-sqlite.json', 'integration-postgres.json']) {
  const report = path.join(RESULTS, file)
  if (!existsSync(report)) continue
  const json = JSON.parse(readFileSync(report, 'utf8'))
  passed += json.numPassedTests
  failed += json.numFailedTests
  for (const suite of json.testResults ?? [])
    for (const test of suite.assertionResults ?? [])
      if (test.status === 'failed')
        failedTests.push(`${file.replace('.json', '')}: ${path.relative(ROOT, suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
}
const e2e = path.join(RESULTS, 'e2e.json')
if (existsSync(e2e)) {
  const { stats, suites } = JSON.parse(readFileSync(e2e, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected')
          failedTests.push(`e2e: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}: ${firstLine(test.results?.at(-1)?.error?.message)}`)
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const suite of suites ?? []) walk(suite, [])
}

console.log('\nTime per step:')
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(48)} ${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2)} s`)
const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0)
console.log(`  ${'In all'.padEnd(48)} ${Math.floor(total / 60)} min ${String(Math.round(total % 60)).padStart(2)} s`)
console.log('')
for (const note of skipped) console.log(`⚠ skipped: ${note}`)
for (const name of failures) console.log(`✖ failed: ${name}`)
for (const test of failedTests) console.log(`  ✖ ${test}`)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(failures.length > 0 ? 1 : 0)
