import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, type APIResponse } from '@playwright/test'

import { expect, signInAsAdministrator, test } from './fixtures'
import {
  HOSTILE_BODIES,
  HOSTILE_SEGMENTS,
  NOT_FUZZED,
  type OpenApi,
  type Operation,
  type Probe,
  SITE_ROUTES,
  type Samples,
  TEN_KB,
  X,
  apiProbes,
  pick,
  operationsOf,
  siteProbes,
} from './fuzz-cases'

// The attacks as tests (decision 0062): malformed, oversized and hostile parameters, path segments,
// bodies and cookies against every /api/v1 operation of the served OpenAPI document and every
// public route. Whatever comes in, nothing answers 5xx or shows a stack trace or a server path;
// the API refuses with a 4xx JSON error that has a message, and a page with the site's own 404.

const ROOT = process.cwd()
const APP = path.join(ROOT, 'src/app')

/** Requests in flight at once: enough to keep both cores of the server busy, few enough to stay fair to it. */
const CONCURRENCY = 6
/** spec §2, §8: the site's 404 page, as its title says. */
const NOT_FOUND_PAGE = /<title>4-UH-OH-4\b/
/** The bare layout's 404 (a preview of nothing). */
const NOTHING_TO_PREVIEW = /Nothing to preview/

/** The route files under src/app (pages, route handlers, robots and sitemap), as paths from src/app. */
function routeFiles(dir = APP): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return routeFiles(full)
    return /^(page|route)\.tsx?$|^(robots|sitemap)\.ts$/.test(entry.name) ? [path.relative(APP, full).split(path.sep).join('/')] : []
  })
}

/** An /api/v1 route file as the OpenAPI path it serves: `events/[id]/ics/route.ts` → `/api/v1/events/{}/ics`. */
function routePattern(file: string): RegExp {
  const dir = file.replace(/^api\/v1\//, '').replace(/\/?route\.ts$/, '')
  const pattern = dir
    .split('/')
    .map((segment) =>
      /^\[\.\.\.\w+\]$/.test(segment) ? '\\{[^/]+\\}(?:/\\{[^/]+\\})*' : /^\[\w+\]$/.test(segment) ? '\\{[^/]+\\}' : segment.replace(/\./g, '\\.'),
    )
    .join('/')
  return new RegExp(`^/api/v1/${pattern}/?$`)
}

/** The methods a route file exports (`export const GET`, `export async function POST`, `export { x as GET }`). */
function exportedMethods(file: string): string[] {
  const source = readFileSync(path.join(APP, file), 'utf8')
  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
  return methods.filter((method) => new RegExp(`export (?:const|(?:async )?function) ${method}\\b|\\bas ${method}\\b`).test(source))
}

/** How an answer can leak the server's insides. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat (?:async )?[\w$.<>[\] ]+ \((?:\/|file:|node:|webpack|turbopack)[^)\s]*:\d+:\d+\)/],
  ['a stack frame', /\bat (?:\/|file:\/\/|node:internal)\S*:\d+:\d+/],
  ['an error with its stack', /\b[A-Z]\w*Error: [^\n]*\n\s+at /],
  ['the server folder', new RegExp(ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['a server path', /\/work\/|node_modules[\\/]|\.next[\\/]server/],
]
const SERVER_PATHS = LEAKS.slice(-2).map(([, pattern]) => pattern)

const short = (text: string, length = 120) => (text.length > length ? `${text.slice(0, length)}…` : text).replace(/\s+/g, ' ')

/** What is wrong with the answer to a probe, or null. */
async function problemOf(probe: Probe, response: APIResponse, baseURL: string): Promise<string | null> {
  const status = response.status()
  const body = (await response.body()).toString('utf8')
  const label = `${probe.method ?? 'GET'} ${short(probe.url, 90)}${probe.headers ? ` ${short(JSON.stringify(probe.headers), 60)}` : ''} → ${status}`
  if (status >= 500) return `${label}: ${short(body)}`
  // Payload's back office hands signed-in staff its server folders (import map, uploads) in its config: staff are not the attacker here.
  for (const [what, pattern] of probe.kind === 'admin' ? LEAKS.filter(([, pattern]) => !SERVER_PATHS.includes(pattern)) : LEAKS) {
    const match = pattern.exec(body)
    if (match) return `${label} shows ${what}: ${short(body.slice(Math.max(0, match.index - 40), match.index + 80))}`
  }
  if (status >= 300 && status < 400) {
    const location = response.headers()['location'] ?? ''
    if (!location.startsWith(baseURL) && !/^\/(?![/\\])/.test(location)) return `${label} redirects off the site: ${short(location)}`
    return null
  }
  // Node's HTTP server refuses a request line and headers over 16 KB before the app sees them.
  if (status < 400 || status === 431) return null
  if (probe.kind === 'api') {
    let message: unknown
    try {
      message = (JSON.parse(body) as { error?: { message?: unknown } }).error?.message
    } catch {
      return `${label}: not JSON: ${short(body)}`
    }
    return typeof message === 'string' && message.trim() ? null : `${label}: no message: ${short(body)}`
  }
  if (probe.kind === 'page' && status === 404) {
    const preview = probe.url.startsWith('/preview/') && NOTHING_TO_PREVIEW.test(body)
    return NOT_FOUND_PAGE.test(body) || preview ? null : `${label}: not the site's 404 page: ${short(body)}`
  }
  if ((probe.kind === 'page' || probe.kind === 'admin') && !/<html[\s>]/i.test(body)) return `${label}: a bare answer, not a page: ${short(body)}`
  return null
}

/** Sends every probe (CONCURRENCY at a time, redirects not followed) and answers what went wrong. */
async function run(request: APIRequestContext, probes: Probe[], baseURL: string): Promise<string[]> {
  const problems: string[] = []
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!
      try {
        const response = await request.fetch(probe.url, {
          method: probe.method ?? 'GET',
          headers: probe.headers,
          data: probe.data,
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 30_000,
        })
        const problem = await problemOf(probe, response, baseURL)
        if (problem) problems.push(problem)
      } catch (error) {
        problems.push(`${probe.method ?? 'GET'} ${short(probe.url, 90)}: ${(error as Error).message.split('\n')[0]}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return problems
}

async function openApiOperations(request: APIRequestContext): Promise<Operation[]> {
  const response = await request.get('/api/v1/openapi.json')
  expect(response.status()).toBe(200)
  return operationsOf((await response.json()) as OpenApi)
}

/** One address per family of the seeded site, from its sitemap. */
async function samples(request: APIRequestContext): Promise<Samples> {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const first = (pattern: RegExp, fallback: string) => paths.find((p) => pattern.test(p)) ?? fallback
  return {
    event: first(/^\/events\/[^/]+$/, '/events/x'),
    exhibitor: first(/^\/events\/[^/]+\/\d{4}\/[^/]+$/, '/events/x/y'),
    faculty: first(/^\/faculty\/(?!department\/)[^/]+$/, '/faculty/x'),
    feature: first(/^\/features\/[^/]+$/, '/features/x'),
    press: first(/^\/press-releases\/\d{4}\/[^/]+$/, '/press-releases/2026/x'),
    channel: first(/^\/videos\/[^/]+$/, '/videos/x'),
    video: first(/^\/videos\/[^/]+\/(?!page\/)[^/]+$/, '/videos/x/y'),
    page: first(/^\/(?:about|admissions|life)[^/]*\/[^/]+$/, '/about'),
  }
}

test.describe('fuzz', () => {
  test('every /api/v1 route file is in the OpenAPI document the suite fuzzes', async ({ request }) => {
    const operations = await openApiOperations(request)
    // Fuzzed on their own: the document itself and the JSON 404 of unknown paths.
    const ownCases = new Set(['api/v1/openapi.json/route.ts', 'api/v1/[...unknown]/route.ts'])
    const missing = routeFiles()
      .filter((file) => file.startsWith('api/v1/') && !ownCases.has(file))
      .flatMap((file) =>
        exportedMethods(file)
          .filter((method) => !operations.some((op) => op.method === method && routePattern(file).test(op.path)))
          .map((method) => `${method} ${file}`),
      )
    expect(missing).toEqual([])
    expect(operations.length).toBeGreaterThan(40)
  })

  test('every site route is fuzzed', () => {
    const missing = routeFiles().filter((file) => !file.startsWith('api/v1/') && !(file in SITE_ROUTES) && !(file in NOT_FUZZED))
    expect(missing).toEqual([])
    const gone = Object.keys(SITE_ROUTES).filter((file) => !routeFiles().includes(file))
    expect(gone).toEqual([])
  })

  test('/api/v1 as a visitor: every operation refuses hostile input with a 4xx JSON message, never a 5xx or a stack', async ({ request, baseURL }) => {
    test.setTimeout(240_000)
    const operations = await openApiOperations(request)
    const probes = [
      ...operations.flatMap((op) => apiProbes(op)),
      { url: '/api/v1/openapi.json?%E0%A4=1', kind: 'api' as const },
      ...HOSTILE_SEGMENTS.map((segment) => ({ url: `/api/v1/${segment}/x`, kind: 'api' as const })),
      ...(['GET', 'POST', 'DELETE'] as const).map((method) => ({ method, url: '/api/v1/no-such-endpoint', kind: 'api' as const })),
    ]
    expect(await run(request, probes, baseURL!)).toEqual([])
  })

  test('/api/v1 as staff: the staff operations refuse hostile input the same way', async ({ request, baseURL }) => {
    test.setTimeout(180_000)
    const operations = (await openApiOperations(request)).filter((op) => op.staff && !(op.method === 'DELETE' && op.path === '/api/v1/sessions'))
    await signInAsAdministrator(request)
    const probes = operations.flatMap((op) => apiProbes(op, { values: 2, segments: 2 }))
    expect(await run(request, probes, baseURL!)).toEqual([])
  })

  test('the API bodies: a form or a sign-up that is no such thing is refused with a message', async ({ request, baseURL }) => {
    // A real form: its required answers are missing in each of these, so nothing is stored.
    const probes = HOSTILE_BODIES.flatMap((body) => [
      { method: 'POST' as const, url: '/api/v1/forms/sva-feedback/submissions', kind: 'api' as const, ...body },
      { method: 'POST' as const, url: '/api/v1/forms/sva-feedback/submissions?%E0%A4', kind: 'api' as const, ...body },
    ])
    expect(await run(request, probes, baseURL!)).toEqual([])
  })

  test('forms: the form’s server action, with and without JavaScript, refuses hostile arguments, answers and posts', async ({ request, baseURL }) => {
    // The action and its bound argument as the form page hands them to every visitor.
    const html = await (await request.get('/form/sva-feedback')).text()
    const [, prefix, quoted] = /name="\$ACTION_(\d+):0" value="([^"]+)"/.exec(html) ?? []
    const descriptor = quoted?.replaceAll('&quot;', '"')
    expect(descriptor).toBeTruthy()
    const id = (JSON.parse(descriptor!) as { id: string }).id
    const multipart = (fields: [string, string][], headers: Record<string, string> = {}) => ({
      method: 'POST' as const,
      url: '/form/sva-feedback',
      kind: 'action' as const,
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz', ...headers },
      data: `${fields.map(([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--fuzz--\r\n`,
    })
    const call = (data: string, headers: Record<string, string> = {}) => ({
      method: 'POST' as const,
      url: '/form/sva-feedback',
      kind: 'action' as const,
      headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', ...headers },
      data,
    })
    const form = (bound: string, answers: [string, string][] = []): [string, string][] => [
      [`$ACTION_REF_${prefix}`, ''],
      [`$ACTION_${prefix}:0`, descriptor!],
      [`$ACTION_${prefix}:1`, bound],
      ...answers,
    ]
    // The form's own argument is its previous state, and the form it answers one of its fields (decision 0189); whoever posts
    // chooses them.
    const bound = ['[{"$ne":1},{}]', '["../../x",{}]', '[null,null]', '[]', '["sva-feedback"]', '[123,"x"]', '["%E0%A4",{}]', '["a\\u0000b",{}]'].concat([
      `["${'x'.repeat(5000)}",{}]`,
      '{"a":1}',
      'garbage',
      '["sva-feedback",{"errors":{}}]',
    ])
    // No answer carries a fill-time stamp: nothing is stored.
    const answers: [string, string][][] = [
      [['feedback', TEN_KB]],
      [
        ['email', 'a@b.example\u0000'],
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['shownAt', '9999999999999.forged'],
      ],
      [
        ['feedback', '<script>alert(1)</script>'],
        ['topic', "' OR 1=1 --"],
      ],
      // The form it answers, named by whoever posts.
      [['formSlug', '../../x']],
      [['formSlug', 'x'.repeat(5000)]],
      [['formSlug', 'no-such-form']],
      [
        ['formSlug', 'sva-feedback'],
        ['formSlug', 'artwork-release'],
      ],
    ]
    const probes = [
      ...bound.map((args) => multipart(form(args))),
      ...answers.map((fields) => multipart(form('[{"errors":{},"values":{},"failed":false}]', fields))),
      // An action no page has, a descriptor that names none, another site's post.
      multipart([['$ACTION_ID_0123456789abcdef0123456789abcdef01234567', '']]),
      multipart([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"nope"}'],
        ['$ACTION_1:1', '[]'],
      ]),
      multipart(form('["sva-feedback",{}]'), { origin: 'https://evil.example' }),
      // From the page's script: the arguments as JSON text (React's reply format), or as form data.
      ...['["../../x",{}]', '[{"$ne":1}]', '[]', '[null]', '["sva-feedback",{},"$K1"]', 'garbage', '{"a":1}', '"text"', ''].map((data) => call(data)),
      call('["sva-feedback",{},"$K1"]', { origin: 'https://evil.example' }),
      call('["sva-feedback",{},"$K1"]', { 'x-forwarded-host': 'evil.example', origin: baseURL! }),
      call('[]', { 'next-action': 'not-an-action' }),
      { ...call('garbage, not a multipart body'), headers: { 'next-action': id, 'content-type': 'multipart/form-data; boundary=x' } },
    ]
    expect(await run(request, probes, baseURL!)).toEqual([])
  })

  const families: Record<string, string[]> = {}
  for (const file of Object.keys(SITE_ROUTES)) {
    const family = file.includes('/preview/')
      ? 'previews'
      : file.startsWith('(payload)')
        ? 'edit targets'
        : (/^\(site\)\/\[theme\]\/\((?:content|bare)\)\/([^/]+)/.exec(file)?.[1] ?? 'files').replace(/^\[\.\.\.slug\]$|^page\.tsx$/, 'content pages')
    ;(families[family] ??= []).push(file)
  }

  for (const [family, files] of Object.entries(families)) {
    test(`pages, ${family}: hostile segments, queries, cookies and posts answer the site's pages, never a 5xx or a stack`, async ({ request, baseURL }) => {
      test.setTimeout(180_000)
      const sample = await samples(request)
      const probes = files.flatMap((file) => siteProbes(SITE_ROUTES[file]!(sample)))
      expect(await run(request, probes, baseURL!)).toEqual([])
    })
  }

  test('previews and edit targets as staff: hostile ids answer a 404 page', async ({ request, baseURL }) => {
    test.setTimeout(180_000)
    await signInAsAdministrator(request)
    const sample = await samples(request)
    const probes = [...families['previews']!, ...families['edit targets']!].flatMap((file) => {
      const { templates, kind = 'page' } = SITE_ROUTES[file]!(sample)
      return templates
        .filter((template) => template.includes(X))
        .flatMap((template, index) => pick(HOSTILE_SEGMENTS, 8, 3, index).map((segment) => ({ url: template.replaceAll(X, segment), kind })))
    })
    expect(await run(request, probes, baseURL!)).toEqual([])
  })
})
