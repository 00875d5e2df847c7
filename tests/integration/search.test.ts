import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as searchRoute } from '@/app/api/v1/search/route'
import { SEARCH_PAGE_SIZE, type SearchResponse, searchTerms } from '@/domain/search'
import { reloadEnv } from '@/env'
import { queryIndex } from '@/services/search-index'
import { reindexAll } from '@/services/search-sources'

import { call, seededPayload } from './harness'

let payload: Payload

const searchFor = async (q: string, start?: number) => {
  const query = new URLSearchParams({ q, ...(start !== undefined ? { start: String(start) } : {}) })
  const { status, body } = await call(searchRoute, `/api/v1/search?${query}`)
  return { status, body: body as SearchResponse & { error?: { message: string } } }
}
const linksOf = (body: SearchResponse) => body.items.map((item) => new URL(item.link).pathname)

beforeAll(async () => {
  ;({ payload } = await seededPayload())
})

// spec §2, §3, §5, §7, §9 (site search): the site's own index (docs/decisions/0057)
describe('site search, from the site’s own index', () => {
  it('answers spec §3’s shape, ten a page, title matches first, with the matched words marked', async () => {
    const { status, body } = await searchFor('painting')
    expect(status).toBe(200)
    expect(Number(body.searchInformation.totalResults)).toBeGreaterThan(SEARCH_PAGE_SIZE)
    expect(body.items).toHaveLength(SEARCH_PAGE_SIZE)
    expect(body.queries.request[0]).toMatchObject({ searchTerms: 'painting', startIndex: 1, count: 10 })
    expect(body.queries.nextPage?.[0]?.startIndex).toBe(11)
    const first = body.items[0]!
    expect(first.htmlTitle.toLowerCase()).toContain('<b>painting</b>')
    expect(first.link).toMatch(/^https?:\/\//)
    expect(first.pagemap.metatags?.[0]?.['og:title']).toBe(first.title)
    const next = await searchFor('painting', 11)
    expect(next.body.queries.request[0]?.startIndex).toBe(11)
    expect(linksOf(next.body).some((link) => linksOf(body).includes(link))).toBe(false)
  })

  it('finds a published page at once, forgets it when unpublished, and never finds a draft', async () => {
    const word = 'Zanzibarite'
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: `${word} studio notes`, slug: 'zanzibarite-notes', _status: 'published' } as never,
    })
    expect(linksOf((await searchFor(word)).body)).toContain('/zanzibarite-notes')
    await payload.update({ collection: 'pages', id: page.id, overrideAccess: true, draft: true, data: { title: `${word} draft title` } as never })
    // Partial matches answer (docs/decisions/0105): the page is found by its published title, never the draft's.
    const afterDraft = await searchFor('draft zanzibarite')
    expect(afterDraft.body.items.map((item) => item.title)).not.toContain(`${word} draft title`)
    expect(afterDraft.body.items.find((item) => item.title.includes(word))?.title).toBe(`${word} studio notes`)
    expect(linksOf((await searchFor(word)).body)).toContain('/zanzibarite-notes')
    await payload.update({ collection: 'pages', id: page.id, overrideAccess: true, data: { _status: 'draft' } as never })
    expect((await searchFor(word)).body.items).toHaveLength(0)
    const draftOnly = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      draft: true,
      data: { title: 'Quetzalcoatlite plans', slug: 'quetzalcoatlite', _status: 'draft' } as never,
    })
    expect((await searchFor('quetzalcoatlite')).body.items).toHaveLength(0)
    await payload.delete({ collection: 'pages', id: draftOnly.id, overrideAccess: true })
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
  })

  it('still finds a document by a misspelled word of five letters or more', async () => {
    const exact = linksOf((await searchFor('illustration')).body)
    expect(exact.length).toBeGreaterThan(0)
    const misspelt = linksOf((await searchFor('ilustration')).body)
    expect(misspelt).toContain(exact[0])
    expect(linksOf((await searchFor('paintnig')).body).length).toBeGreaterThan(0)
  })

  it('shows a course once, linking its soonest upcoming section and saying how many sections it has', async () => {
    const { docs: sections } = await payload.find({
      collection: 'course-sections',
      where: { title: { equals: 'Lisbon Summer Studio: Painting and Drawing' } },
      depth: 0,
      limit: 100,
      overrideAccess: false,
    })
    expect(sections.length).toBeGreaterThan(1)
    const now = new Date().toISOString()
    const byStart = [...sections].sort((a, b) => String(a.firstDate).localeCompare(String(b.firstDate)))
    const soonest = byStart.find((section) => String(section.firstDate) >= now) ?? byStart.at(-1)!
    const { body } = await searchFor('lisbon painting and drawing')
    const course = body.items.filter((item) => new URL(item.link).pathname.includes('/courses/lisbon-summer-studio-painting-and-drawing-'))
    expect(course).toHaveLength(1)
    expect(new URL(course[0]!.link).pathname).toMatch(new RegExp(`-${soonest.slug.split('-').at(-1)}$`))
    expect(course[0]!.snippet.startsWith(`${sections.length} sections · `)).toBe(true)
  })

  it('says what each result is, and narrows to one kind (docs/decisions/0108)', async () => {
    const all = (await searchFor('drawing')).body
    expect(new Set(all.items.map((item) => item.pagemap.kind?.[0]?.value)).size).toBeGreaterThan(1)
    const { status, body } = await call(searchRoute, '/api/v1/search?q=drawing&kind=course')
    expect(status).toBe(200)
    expect(body.items.length).toBeGreaterThan(0)
    expect(body.items.every((item: SearchResponse['items'][number]) => item.pagemap.kind?.[0]?.label === 'Course')).toBe(true)
    expect((await call(searchRoute, '/api/v1/search?q=drawing&kind=nonsense')).status).toBe(400)
  })

  it('answers hostile queries with results or a 400, never a 500', async () => {
    for (const q of ['"unclosed', 'painting OR NOT', 'title_text : x', 'NEAR(a b)', '100%', 'a*b^c', "'; DROP TABLE search_documents; --", '\\x ()']) {
      const { status } = await searchFor(q)
      expect(status, q).toBe(200)
    }
    expect((await searchFor('ab')).status).toBe(400)
    expect((await searchFor('   ab   ')).status).toBe(400)
    expect((await searchFor('x'.repeat(10_000))).status).toBe(400)
    expect((await searchFor('pain\u0000ting')).status).toBe(400)
    expect((await searchFor('painting', 0)).status).toBe(400)
    const bogusStart = await call(searchRoute, '/api/v1/search?q=painting&start=abc')
    expect(bogusStart.status).toBe(400)
  })

  // docs/decisions/0131: the headings and summary weigh between the title and the text.
  it('ranks a page whose summary holds the word above a shorter one holding it only in its text', async () => {
    const filler = 'studio visits critiques materials and the work of the term, '.repeat(6)
    const inSummary = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: 'Marsh studio', slug: 'marsh-studio', summary: 'Quillwort and reeds', intro: { text: filler }, _status: 'published' } as never,
    })
    const inText = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: 'Pond notes', slug: 'pond-notes', intro: { text: 'Quillwort grows here.' }, _status: 'published' } as never,
    })
    const found = linksOf((await searchFor('quillwort')).body)
    expect(found.indexOf('/marsh-studio')).toBeGreaterThanOrEqual(0)
    expect(found.indexOf('/marsh-studio')).toBeLessThan(found.indexOf('/pond-notes'))
    for (const page of [inSummary, inText]) await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
  })

  it('escapes the text of results: only the marks are markup', async () => {
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      data: { title: 'Xylophonist <script>alert(1)</script> & friends', slug: 'xylophonist', _status: 'published' } as never,
    })
    const [item] = (await searchFor('xylophonist')).body.items
    expect(item?.htmlTitle).toBe('<b>Xylophonist</b> &lt;script&gt;alert(1)&lt;/script&gt; &amp; friends')
    await payload.delete({ collection: 'pages', id: page.id, overrideAccess: true })
  })

  // docs/decisions/0141: the words' lookups folded into one statement, the corrections of unknown words into one more.
  it('asks the index in two statements for words it knows, three with a misspelt or joined word, whatever their number', async () => {
    const drizzle = payload.db.drizzle as unknown as Record<'all' | 'run' | 'execute', ((query: unknown) => Promise<unknown>) | undefined>
    const statementsOf = async (query: string) => {
      let sent = 0
      const originals = (['all', 'run', 'execute'] as const).map((method) => [method, drizzle[method]] as const)
      for (const [method, original] of originals)
        if (original)
          drizzle[method] = (statement: unknown) => {
            sent++
            return original.call(drizzle, statement)
          }
      try {
        const found = await queryIndex(payload, searchTerms(query), { offset: 0, limit: SEARCH_PAGE_SIZE })
        expect(found.total, query).toBeGreaterThan(0)
      } finally {
        for (const [method, original] of originals) drizzle[method] = original
      }
      return sent
    }
    expect(await statementsOf('painting')).toBe(2)
    expect(await statementsOf('figure drawing workshop summer housing')).toBe(2)
    expect(await statementsOf('maikng minicomics')).toBe(3)
    expect(await statementsOf('precollege saturday scholarhsips ilustration')).toBe(3)
  })

  it('rebuilds the index of an existing database (npm run search:reindex)', async () => {
    const before = Number((await searchFor('painting')).body.searchInformation.totalResults)
    expect(await reindexAll(payload)).toBeGreaterThan(100)
    expect(Number((await searchFor('painting')).body.searchInformation.totalResults)).toBe(before)
  })
})

// spec §7: the custom search service, when the site config holds its key and engine id
describe('site search, from the custom search service', () => {
  let server: Server
  let asked: URL[] = []
  let failing = false

  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url!, 'http://127.0.0.1')
      asked.push(url)
      if (failing) return void response.writeHead(500).end('{}')
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          items: [{ title: 'From the service', link: 'https://college.example/from', htmlTitle: 'From the <b>service</b>', htmlSnippet: 'x', pagemap: {} }],
          searchInformation: { totalResults: '31', formattedTotalResults: '31' },
          queries: { request: [{ startIndex: Number(url.searchParams.get('start')) }], nextPage: [{ startIndex: 11 }] },
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.CUSTOM_SEARCH_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customsearch/v1`
    reloadEnv()
    await payload.updateGlobal({ slug: 'site-config', overrideAccess: true, data: { search: { key: 'test-key', engineId: 'engine-1' } } })
  })

  afterAll(async () => {
    await payload.updateGlobal({ slug: 'site-config', overrideAccess: true, data: { search: { key: '', engineId: '' } } })
    delete process.env.CUSTOM_SEARCH_URL
    reloadEnv()
    server.close()
  })

  it('asks it with key, cx, start (1-based), num 10 and q, and answers what it says', async () => {
    asked = []
    const { status, body } = await searchFor('open studios', 11)
    expect(status).toBe(200)
    expect(body.items[0]?.htmlTitle).toBe('From the <b>service</b>')
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ key: 'test-key', cx: 'engine-1', start: '11', num: '10', q: 'open studios' })
  })

  it('answers 503 with a message when the service fails', async () => {
    failing = true
    const { status, body } = await searchFor('open studios')
    failing = false
    expect(status).toBe(503)
    expect(body.error?.message).toMatch(/Search is not available just now/)
  })
})
