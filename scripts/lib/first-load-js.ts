/** First-load JavaScript: gzipped scripts before a page is interactive, beside an empty Next.js app of the same versions (docs/decisions/0074). */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { scriptsAddedAfterFirstPaint } from '../../src/server/scripts-after-first-paint.mjs'
import { ROOT, bin, run } from './env.mjs'

/** What the site's first-load JavaScript may add to an empty app's, gzipped (docs/decisions/0074). */
export const SITE_JS_BUDGET_BYTES = 10 * 1024

/**
 * The empty app's first-load JavaScript (gzip, `emptyAppFirstLoadJs`) for the versions it was measured with: the browser tests
 * weigh the site against it without building the app (docs/decisions/0182). Other versions, another figure: `npm run bench` prints it.
 */
export const EMPTY_APP_FIRST_LOAD_JS = { next: '16.4.6', react: '19.2.9', gzipBytes: 138_526 } as const

/**
 * The scripts of `html` a modern browser downloads (`noModule` polyfills excluded), each with its gzipped size: its `<script>`
 * tags, the scripts it preloads (a lazily imported component the page shows, docs/decisions/0180) and those it adds after its
 * first paint (0183).
 */
export async function firstLoadScripts(base: string, html: string): Promise<{ path: string; gzipBytes: number }[]> {
  const tags = [...html.matchAll(/<script([^>]+)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bnoModule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+\.js(?:\?[^"]*)?)"/.exec(attributes)?.[1])
  const preloads = [...html.matchAll(/<link([^>]+)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => /\brel="preload"/.test(attributes) && /\bas="script"/.test(attributes))
    .map((attributes) => /\bhref="([^"]+\.js(?:\?[^"]*)?)"/.exec(attributes)?.[1]?.replaceAll('&amp;', '&'))
  const sources = [...tags, ...preloads, ...scriptsAddedAfterFirstPaint(html)].filter((src): src is string => Boolean(src))
  const scripts = []
  for (const src of new Set(sources)) {
    const url = new URL(src, base)
    scripts.push({ path: url.pathname, gzipBytes: gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length })
  }
  return scripts
}

const APP_DIR = path.join(ROOT, 'tmp/empty-app')

/** A page with a heading and a `next/link` to the other page. */
const linkedPage = (title: string, otherTitle: string, otherPath: string) => `import Link from 'next/link'

export default function ${title}() {
  return (
    <main>
      <h1>${title}</h1>
      <Link href="${otherPath}">${otherTitle}</Link>
    </main>
  )
}
`

/** Two pages that link to each other, and nothing else: JSX, so that the build sets up no TypeScript. */
const EMPTY_APP_FILES: Record<string, string> = {
  'package.json': '{ "name": "empty-app", "private": true }\n',
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(ROOT)} } }\n`,
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': linkedPage('Home', 'Other', '/other'),
  'app/other/page.jsx': linkedPage('Other', 'Home', '/'),
}

/** Builds the empty app unless a build of these very files and this Next.js is there already. */
async function buildEmptyApp(): Promise<void> {
  const nextVersion = (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version
  const stamp = createHash('sha256').update(nextVersion).update(JSON.stringify(EMPTY_APP_FILES)).digest('hex')
  const stampFile = path.join(APP_DIR, '.next/stamp')
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return
  for (const [file, text] of Object.entries(EMPTY_APP_FILES)) {
    mkdirSync(path.dirname(path.join(APP_DIR, file)), { recursive: true })
    writeFileSync(path.join(APP_DIR, file), text)
  }
  if (!existsSync(path.join(APP_DIR, 'node_modules'))) symlinkSync(path.join(ROOT, 'node_modules'), path.join(APP_DIR, 'node_modules'), 'dir')
  await run(bin('next'), ['build'], { cwd: APP_DIR, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
  writeFileSync(stampFile, stamp)
}

/** The empty app, built when needed, served by `next start` on `port` until `stop()`; its home page answers once it has started. */
export async function startEmptyApp(port: number): Promise<{ base: string; html: string; stop: () => void }> {
  await buildEmptyApp()
  const server = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: APP_DIR,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const base = `http://127.0.0.1:${port}`
  const stop = () => void server.kill('SIGTERM')
  for (const until = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const html = await fetch(base).then(
      (response) => (response.ok ? response.text() : null),
      () => null,
    )
    if (html) return { base, html, stop }
    if (Date.now() > until) {
      stop()
      throw new Error('The empty app did not answer within 30 s')
    }
  }
}

/** The gzipped first-load JavaScript of the empty app's home page, served by `next start` on `port`. */
export async function emptyAppFirstLoadJs(port: number): Promise<number> {
  const app = await startEmptyApp(port)
  try {
    return (await firstLoadScripts(app.base, app.html)).reduce((sum, script) => sum + script.gzipBytes, 0)
  } finally {
    app.stop()
  }
}
