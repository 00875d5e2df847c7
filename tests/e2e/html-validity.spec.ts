import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import vnuJar from 'vnu-jar'

import { expect, sitemapPaths, test } from './fixtures'

/**
 * Valid HTML: the Nu HTML checker (vnu.jar of the `vnu-jar` package, the W3C's validator) on
 * the server's HTML of one page of each template finds no error. It needs Java: npm test installs
 * Debian's where it can (scripts/test.mjs); elsewhere the test is skipped with how to install it.
 */

const VNU_JAR = String(vnuJar)
const INSTALL_JAVA = 'sudo apt-get install -y default-jre-headless'
const javaMissing = spawnSync('java', ['-version']).error !== undefined

/** A template's example page: a fixed path, or the first sitemap address that fits. */
type Template = { name: string; path: string | ((sitemap: string[]) => string | undefined); status?: number }

const first = (pattern: RegExp) => (sitemap: string[]) => sitemap.find((path) => pattern.test(path))

const TEMPLATES: Template[] = [
  { name: 'home', path: '/' },
  { name: 'content page', path: '/about/about-sva/working-at-sva' },
  { name: 'content page with a form', path: '/academics/continuing-education/corporate-training' },
  { name: 'navigation group', path: '/academics/undergraduate' },
  { name: 'department', path: first(/^\/academics\/(undergraduate|graduate)\/[^/]+$/) },
  { name: 'calendar', path: '/events' },
  { name: 'calendar filtered', path: '/events?type=Exhibition' },
  { name: 'event', path: first(/^\/events\/[^/?]+$/) },
  // An exhibitor's page hangs under its event's: the first address whose parent the sitemap lists too.
  {
    name: 'exhibitor',
    path: (sitemap) =>
      sitemap.find((path) => path.startsWith('/events/') && sitemap.includes(path.slice(0, path.lastIndexOf('/'))) && path.split('/').length > 3),
  },
  { name: 'features list', path: '/features' },
  { name: 'feature', path: first(/^\/features\/(?!page\/|department\/|tag\/)[^?]+$/) },
  { name: 'blog', path: '/blog' },
  { name: 'press list', path: '/press-releases' },
  { name: 'press year', path: first(/^\/press-releases\/\d{4}$/) },
  { name: 'press release', path: first(/^\/press-releases\/\d{4}\/(?!page\/)[^/]+$/) },
  { name: 'in the news', path: '/in-the-news' },
  { name: 'faculty index', path: '/faculty' },
  { name: 'faculty profile', path: first(/^\/faculty\/(?!department\/)[^/]+$/) },
  { name: 'videos', path: '/videos' },
  { name: 'channel', path: first(/^\/videos\/[^/]+$/) },
  { name: 'video', path: first(/^\/videos\/[^/]+\/(?!page\/)[^/]+$/) },
  { name: 'contact and maps', path: '/contact-and-maps' },
  { name: 'course search', path: '/academics/continuing-education/courses' },
  { name: 'course search results', path: '/academics/continuing-education/courses?keywords=drawing' },
  { name: 'course', path: first(/^\/academics\/continuing-education\/courses\/[^/?]+$/) },
  { name: 'form page', path: first(/^\/form\/[^/]+$/) },
  { name: 'subscribe', path: '/subscribe' },
  { name: 'search', path: '/search?q=drawing' },
  { name: '404', path: '/no-such-page-here', status: 404 },
  // The browser tests' server fails this path on purpose (scripts/serve-e2e.mjs, E2E_FAULT_PATH).
  { name: '500', path: '/e2e-fault', status: 500 },
]

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number }

test.describe('valid HTML', () => {
  test.skip(javaMissing, `The Nu HTML checker needs Java, which is missing here: install it (${INSTALL_JAVA}) and run the tests again.`)

  test('one page of each template has no error in the Nu HTML checker', async ({ request }, testInfo) => {
    test.setTimeout(180_000)
    const sitemap = await sitemapPaths(request)
    const dir = testInfo.outputPath('pages')
    mkdirSync(dir, { recursive: true })
    const files = new Map<string, string>()
    for (const template of TEMPLATES) {
      const address = typeof template.path === 'string' ? template.path : template.path(sitemap)
      expect(address, `an example of the ${template.name} template`).toBeTruthy()
      const response = await request.get(address!)
      expect(response.status(), `${template.name}: ${address}`).toBe(template.status ?? 200)
      const file = path.join(dir, `${template.name.replace(/\W+/g, '-')}.html`)
      writeFileSync(file, await response.body())
      files.set(file, `${template.name} (${address})`)
    }

    // One run for every page: the checker's start takes longer than its work.
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.keys()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    expect(run.error).toBeUndefined()
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] }
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const page = message.url ? files.get(decodeURIComponent(new URL(message.url).pathname)) : undefined
        return `${page ?? message.url}: ${message.message}${message.extract ? ` [${message.extract.trim().slice(0, 160)}]` : ''}`
      })
    console.log(`Nu HTML checker: ${files.size} templates, ${errors.length} errors`)
    expect(errors).toEqual([])
  })
})
