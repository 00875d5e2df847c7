import { type APIRequestContext, type APIResponse, type BrowserContext, type Page, expect } from '@playwright/test'

import { signInAsAdministrator } from './fixtures'

import { ALL_VECTORS, EVIL_HOST, fill } from './xss-vectors'

/**
 * The XSS browser tests' instruments (decision 0062): a recorder every vector calls when it runs,
 * dialogs and navigations watched, requests to the hostile host refused, and a look through the
 * page for what would run on a click. The content builders write the editor's own format.
 */

/** Where a vector was put: its use number is `channel * 1000 + its index in ALL_VECTORS` (900 and up: rich-text structures). */
const CHANNELS = {
  pageRichText: 1,
  pageRichTextLinks: 2,
  htmlBlock: 3,
  blockTitles: 4,
  eventRichText: 5,
  featureRichText: 6,
  documentTitles: 7,
  navigationTitles: 8,
  formFields: 9,
  queryStrings: 10,
  linkFields: 11,
} as const

type Channel = keyof typeof CHANNELS

/** The use number of vector `index` in `channel`. */
export const numberOf = (channel: Channel, index: number): number => CHANNELS[channel] * 1000 + index

/** The vector `index` of ALL_VECTORS filled for its use in `channel`. */
export const vectorIn = (channel: Channel, index: number): string => fill(ALL_VECTORS[index]!, numberOf(channel, index))

/** What a hit's number means, for a readable failure. */
function describeUse(n: number): string {
  const channel = Object.entries(CHANNELS).find(([, code]) => code === Math.floor(n / 1000))?.[0] ?? '?'
  const index = n % 1000
  return `${n} (${channel}: ${index >= 900 ? `rich-text structure ${index - 900}` : JSON.stringify(ALL_VECTORS[index])})`
}

export type Watch = { hits: number[]; dialogs: string[]; navigations: string[]; offsite: string[] }

declare global {
  interface Window {
    __xss: (n: number) => void
    __xssReport: (n: number) => void
  }
}

/** Watches every page of `context`: each vector that runs calls `__xss(n)` or opens a dialog. */
export async function watch(context: BrowserContext): Promise<Watch> {
  const seen: Watch = { hits: [], dialogs: [], navigations: [], offsite: [] }
  await context.exposeBinding('__xssReport', (_source, n: number) => void seen.hits.push(Number(n)))
  await context.addInitScript(() => {
    window.__xss = (n: number) => window.__xssReport(n)
  })
  // No request reaches the hostile host: it is recorded and refused.
  await context.route(new RegExp(`^[a-z]+://[^/]*${EVIL_HOST.replace('.', '\\.')}`, 'i'), (route) => {
    seen.offsite.push(route.request().url())
    return route.abort()
  })
  const onPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      seen.dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`)
      void dialog.dismiss().catch(() => {})
    })
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.navigations.push(frame.url())
    })
  }
  context.pages().forEach(onPage)
  context.on('page', onPage)
  return seen
}

/** Asserts that nothing ran, no dialog opened and no page left the site (or went to a script URL) since the watch began. */
export async function expectNothingRan(page: Page, seen: Watch, where: string): Promise<void> {
  // A handler that fires late (an image that fails to load, a focus) gets a moment.
  await page.waitForTimeout(150)
  const origin = new URL(page.url()).origin
  expect(seen.hits.map(describeUse), `scripts that ran: ${where}`).toEqual([])
  expect(seen.dialogs, `dialogs: ${where}`).toEqual([])
  expect(seen.offsite, `requests to ${EVIL_HOST}: ${where}`).toEqual([])
  expect(
    seen.navigations.filter((url) => !url.startsWith(origin) && url !== 'about:blank'),
    `navigations off the site: ${where}`,
  ).toEqual([])
}

/**
 * What in the page would run on a click or by itself: event-handler attributes, script URLs in any
 * address attribute, `srcdoc` outside a scriptless sandbox, and data: documents in frames, objects,
 * embeds, forms or the base.
 * `dataLinks` lists links to data: documents (Chromium refuses to open them from a page).
 */
export async function hostileMarkup(page: Page): Promise<{ found: string[]; dataLinks: string[] }> {
  return page.evaluate(() => {
    const found: string[] = []
    const dataLinks: string[] = []
    const ADDRESSES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'ping', 'cite', 'srcset', 'lowsrc', 'dynsrc']
    // eslint-disable-next-line no-control-regex -- browsers drop these from a scheme
    const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
    const LOADS_DATA = ['iframe', 'frame', 'object', 'embed', 'script', 'base', 'form', 'button', 'input', 'link', 'meta']
    for (const element of document.querySelectorAll('*')) {
      for (const { name, value } of Array.from(element.attributes)) {
        const tag = element.localName
        const described = `<${tag} ${name}="${value.slice(0, 80)}">`
        // A document written into a frame runs nothing only in a sandbox without scripts (the newsletter preview's).
        const scriptless = element.hasAttribute('sandbox') && !/\ballow-scripts\b/.test(element.getAttribute('sandbox') ?? '')
        if (/^on/i.test(name) || (name === 'srcdoc' && !scriptless)) found.push(described)
        else if (ADDRESSES.includes(name)) {
          const address = compact(value)
          if (/^(?:javascript|vbscript|livescript):/.test(address)) found.push(described)
          else if (address.startsWith('data:') && LOADS_DATA.includes(tag)) found.push(described)
          else if (address.startsWith('data:') && !(tag === 'img' && address.startsWith('data:image/'))) dataLinks.push(described)
        }
      }
      if (element.localName === 'meta' && /url\s*=/i.test(element.getAttribute('content') ?? ''))
        found.push(`<meta content="${element.getAttribute('content')}">`)
    }
    return { found, dataLinks }
  })
}

/** Clicks every element whose text is one of `labels` (a link or the plain text a refused link became); comes back after any navigation. */
export async function clickEach(page: Page, labels: string[]): Promise<number> {
  const start = page.url()
  let links = 0
  for (const label of labels) {
    const target = page.getByText(label, { exact: true }).first()
    if ((await target.count()) === 0) continue
    // A click in the page's own script, as a person's would land, whatever the sticky header covers.
    const isLink = await target.evaluate((element) => {
      const link = element.closest('a')
      ;(link ?? (element as HTMLElement)).click()
      return Boolean(link?.getAttribute('href'))
    })
    if (isLink) links += 1
    await page.waitForTimeout(30)
    if (page.url() !== start) await page.goto(start)
  }
  return links
}

/** The editor's own format (Lexical JSON), as staff's edits store it. */
type Node = Record<string, unknown>
export const text = (value: string, extra: Node = {}): Node => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
  ...extra,
})
export const element = (type: string, children: Node[], extra: Node = {}): Node => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
export const paragraph = (...children: Node[]): Node => element('paragraph', children, { textFormat: 0, textStyle: '' })
export const link = (label: string, url: string, type: 'link' | 'autolink' = 'link'): Node =>
  element(type, [text(label)], { fields: { linkType: 'custom', url, newTab: false }, version: type === 'link' ? 3 : 2 })
export const richText = (children: Node[]): { root: Node & { children: Node[] } } => ({ root: { ...element('root', children), children } })

/**
 * Rich text that holds every vector of ALL_VECTORS as text, and every address of `urls` (indexes into
 * ALL_VECTORS) as a link labelled "xss link n". Answers the document and the links' labels.
 */
export function corpusRichText(channel: Channel, linkChannel: Channel, urls: number[]): { content: ReturnType<typeof richText>; linkLabels: string[] } {
  const paragraphs = ALL_VECTORS.map((_, index) => paragraph(text(vectorIn(channel, index))))
  const linkLabels = urls.map((index) => `xss link ${numberOf(linkChannel, index)}`)
  const links = urls.map((index, i) => paragraph(text('Read '), link(linkLabels[i]!, vectorIn(linkChannel, index))))
  return { content: richText([...paragraphs, ...links]), linkLabels }
}

/** The field errors of a refused save (Payload's validation answer), as paths. */
export async function refusedPaths(response: APIResponse): Promise<string[]> {
  expect(response.status(), await response.text()).toBe(400)
  const body = (await response.json()) as { errors?: { data?: { errors?: { path: string }[] } }[] }
  return (body.errors ?? []).flatMap((error) => error.data?.errors ?? []).map((error) => error.path)
}

/** The text of an API answer, which must hold none of `values`. */
export async function expectApiHandsOutNone(request: APIRequestContext, path: string, values: string[]): Promise<void> {
  const response = await request.get(path)
  expect(response.status(), path).toBeLessThan(500)
  const body = await response.text()
  const handedOut = values.filter((value) => body.includes(value) || body.includes(JSON.stringify(value).slice(1, -1)))
  expect(handedOut, `${path} hands out refused values`).toEqual([])
}

/** Links to data: documents seen in the pages (Chromium refuses to open them; they must be gone). */
export const dataLinks = new Set<string>()

/**
 * Opens `path`, lets late handlers fire, and asserts nothing ran and nothing runnable is in the page.
 * A content page must answer 200; a hostile address may answer anything but a page that runs it.
 */
export async function visit(page: Page, seen: Watch, path: string, { settle = 0, anyStatus = false } = {}): Promise<number> {
  const response = await page.goto(path)
  const status = response?.status() ?? 0
  if (!anyStatus) expect(status, path).toBe(200)
  if (settle) await page.waitForTimeout(settle)
  await expectNothingRan(page, seen, path)
  const { found, dataLinks: links } = await hostileMarkup(page)
  expect(found, path).toEqual([])
  for (const link of links) dataLinks.add(`${new URL(page.url()).pathname}: ${link}`)
  return status
}

/** `items` in runs of `size`. */
export const chunkOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))

/** A request context of its own, signed in as the administrator. */
export async function staffContext(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL?: string) {
  const staff = await playwright.request.newContext({ baseURL })
  await signInAsAdministrator(staff)
  return staff
}
