/**
 * `npm run lighthouse [-- --runs 3 --only <word>[,<word>…]]`: Lighthouse's mobile audit, several runs per page template, medians printed
 * (docs/decisions/0065). `--front-cache` audits over HTTPS and HTTP/2 as a deployment serves (0075); `--calibrate` scales the
 * CPU slowdown to the machine's BenchmarkIndex (0077). Each row also weighs the document and its inline payload (0140). The first row
 * is an empty Next.js app of the same versions, served by `next start` in the same run: what the framework alone costs (0184).
 * Chromium reaches no other host. Measures, asserts nothing.
 */
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { documentWeight, overBudget } from './lib/document-weight'
import { startEmptyApp } from './lib/first-load-js'
import { startFrontCache } from './lib/front-cache.mjs'
import { startSeededServer } from './lib/seeded-server'
import { PAGE_TEMPLATES } from './lib/templates'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'front-cache': { type: 'boolean', default: false },
    calibrate: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3500)

type Run = { score: number; lcp: number; cls: number; tbt: number; lcpElement: string; external: string[]; benchmarkIndex: number }

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The LCP element's selector and the start of its HTML, wherever this Lighthouse version puts the node. */
function lcpElementOf(details: unknown): string {
  type Node = { selector?: string; snippet?: string }
  let found: Node | undefined
  const visit = (value: unknown) => {
    if (found || !value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (record.type === 'node' && typeof record.snippet === 'string') found = record as Node
    else for (const child of Object.values(record)) visit(child)
  }
  visit(details)
  if (!found) return '(none)'
  return `${found.snippet!.slice(0, 110)}${found.snippet!.length > 110 ? '…' : ''}`
}

/** Lighthouse's default CPU slowdown, and the middle of the BenchmarkIndex range of the high-end desktop it assumes (docs/throttling.md). */
const DEFAULT_CPU_SLOWDOWN = 4
const REFERENCE_DESKTOP_INDEX = 1750

/** The slowdown that brings this machine to the phone the default 4× makes of the reference desktop; never below 1. */
const calibratedSlowdown = (benchmarkIndex: number) => Math.max(1, (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_DESKTOP_INDEX)

async function audit(url: string, chromePort: number, origin: string, cpuSlowdownMultiplier = DEFAULT_CPU_SLOWDOWN): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { cpuSlowdownMultiplier },
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    external: requests.map((request) => request.url).filter((address) => /^https?:/.test(address) && !address.startsWith(origin)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

// `--only videos` audits the templates whose name or address holds the word, `--only home,calendar` either word.
const words = values.only?.split(',') ?? []
const templates = PAGE_TEMPLATES.filter((template) => !words.length || words.some((word) => template.name.includes(word) || template.path.includes(word)))
const server = await startSeededServer({ name: 'lighthouse', port })
const front = values['front-cache'] ? await startFrontCache({ port: port + 1, upstreams: [server.base], tls: true }) : undefined
if (front === null) {
  server.stop()
  process.exit(1)
}
const base = front?.origin ?? server.base
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    // The front cache's self-signed certificate, trusted as a real one would be.
    ...(front ? [`--ignore-certificate-errors-spki-list=${front.certificateSpki}`] : []),
    // Offline by construction: no name but the local server's resolves.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
})
const benchmarkIndexes: number[] = []
let cpuSlowdown: number | undefined
const rows: string[][] = [['template', 'address', 'score (min–max)', 'LCP', 'TBT', 'CLS', 'document (payload)', 'LCP element']]
/**
 * Audits `path` on `origin` runs times after a first visit, and adds its row; the document is weighed as `documentBase` sends it,
 * against the site's budget unless it is the baseline's.
 */
async function auditRow(name: string, path: string, origin: string, documentBase: string, budgeted = true) {
  const url = `${origin}${path}`
  // A first visit renders and caches the page and its optimized images, as every visitor after the first finds them.
  const firstVisit = await audit(url, chrome.port, origin)
  cpuSlowdown ??= values.calibrate ? calibratedSlowdown(firstVisit.benchmarkIndex) : DEFAULT_CPU_SLOWDOWN
  const results: Run[] = []
  for (let run = 0; run < runs; run++) results.push(await audit(url, chrome.port, origin, cpuSlowdown))
  const scores = results.map((run) => run.score)
  benchmarkIndexes.push(...results.map((run) => run.benchmarkIndex))
  const external = [...new Set(results.flatMap((run) => run.external))]
  if (external.length) console.warn(`! ${path} asked for other hosts: ${external.join(', ')}`)
  const lcpElements = [...new Set(results.map((run) => run.lcpElement))]
  // The document as the server sends it, before compression, and its inline React payload's share (docs/decisions/0140).
  const weight = documentWeight(await (await fetch(`${documentBase}${path}`)).text())
  rows.push([
    name,
    path,
    `${median(scores)} (${Math.min(...scores)}–${Math.max(...scores)})`,
    `${(median(results.map((run) => run.lcp)) / 1000).toFixed(2)} s`,
    `${Math.round(median(results.map((run) => run.tbt)))} ms`,
    median(results.map((run) => run.cls)).toFixed(3),
    `${(weight.bytes / 1024).toFixed(1)} KB (${Math.round((weight.payloadBytes / weight.bytes) * 100)}%)${budgeted && overBudget(weight).length ? ' over budget' : ''}`,
    lcpElements.join(' | '),
  ])
  console.log(`✓ ${name} ${path}: ${scores.join(', ')}`)
}

const emptyApp = await startEmptyApp(port + 2)
try {
  await auditRow('empty Next.js app', '/', emptyApp.base, emptyApp.base, false)
  for (const template of templates) await auditRow(template.name, template.path, base, server.base)
} finally {
  emptyApp.stop()
  chrome.kill()
  await front?.stop()
  server.stop()
}

console.log(
  `\nLighthouse ${runs}× per template, mobile, simulated throttling (medians), CPU ${cpuSlowdown?.toFixed(1)}× slower${values.calibrate ? ' (calibrated)' : ''}, ${front ? 'through the front cache over HTTPS and HTTP/2' : 'from Node over HTTP/1.1'}; the empty app from \`next start\` over HTTP/1.1\n`,
)
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
for (const row of rows) console.log(row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  '))
console.log(
  `\nThis machine's BenchmarkIndex (Lighthouse's CPU gauge; ${REFERENCE_DESKTOP_INDEX} is the desktop its 4× assumes): ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))})`,
)
