import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as searchRoute } from '@/app/api/v1/search/route'
import { ABUSE_LIMITS } from '@/domain/rate-limit'
import type { SearchResponse } from '@/domain/search'
import { searchCounting } from '@/server/kept-searches.mjs'
import { KEPT_SEARCH_HEADER } from '@/server/response-cache.mjs'

import { connection } from '@/services/search-index'
import { flushQueryReport } from '@/services/search-report'

import { call, payloadRest, seededPayload, staffToken } from './harness'

let payload: Payload
let admin: string

const linksFor = async (q: string) =>
  ((await call(searchRoute, `/api/v1/search?${new URLSearchParams({ q })}`)).body as SearchResponse).items.map((item) => new URL(item.link).pathname)

beforeAll(async () => {
  const seeded = await seededPayload()
  payload = seeded.payload
  admin = await staffToken(payload, seeded.seeded)
})

// docs/decisions/0105: editors' synonyms and promoted results, under the SEO module's capability (spec §6)
describe('editors’ search words', () => {
  it('are kept from visitors, and a synonym and a promotion are effective on the next search', async () => {
    expect((await payloadRest('globals/search-settings')).status).toBe(403)
    expect((await linksFor('quokka')).length).toBe(0)
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/academics/library' } }, depth: 0, limit: 1, overrideAccess: true })
    const library = docs[0]!
    const saved = await payloadRest('globals/search-settings', {
      token: admin,
      method: 'POST',
      body: { synonyms: [{ words: 'quokka, scholarships' }], promotions: [{ query: 'Quokka', page: library.id }] },
    })
    expect(saved.status).toBe(200)
    const found = await linksFor('quokka')
    expect(found[0]).toBe('/academics/library')
    expect(found).toContain('/admissions/financial-aid/scholarships')
    expect(found.filter((link) => link === '/academics/library')).toHaveLength(1)
  })

  it('never bring a draft to a visitor', async () => {
    const draft = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      draft: true,
      data: { title: 'Wallaby plans', slug: 'wallaby-plans', _status: 'draft' } as never,
    })
    await payload.updateGlobal({
      slug: 'search-settings',
      overrideAccess: true,
      data: { synonyms: [{ words: 'wombat, wallaby' }], promotions: [{ query: 'wombat', page: draft.id }] },
    })
    expect(await linksFor('wombat')).toEqual([])
    expect(await linksFor('wallaby')).toEqual([])
  })

  it('report the frequent queries and those that found nothing, without who asked', async () => {
    const ask = (q: string) => call(searchRoute, `/api/v1/search?${new URLSearchParams({ q })}`, { headers: { 'X-Forwarded-For': '203.0.113.77' } })
    await ask('Xylqzv Qwrtzp')
    await ask('xylqzv   QWRTZP')
    await ask('painting')
    expect((await payloadRest('globals/search-settings/report')).status).toBe(403)
    const { status, body } = await payloadRest('globals/search-settings/report', { token: admin })
    expect(status).toBe(200)
    expect(body.noResults).toContainEqual({ query: 'xylqzv qwrtzp', searches: 2 })
    expect(body.frequent).toContainEqual({ query: 'xylqzv qwrtzp', searches: 2 })
    expect(body.noResults.map((row: { query: string }) => row.query)).not.toContain('painting')
    expect(JSON.stringify(body)).not.toContain('203.0.113.77')
  })

  // docs/decisions/0170: the server's response cache sends an index's answer again and counts it with the route's counting.
  it('count an answer sent again from the server’s memory as the route counts a search: the try against the limit, the query for the report', async () => {
    const address = `/api/v1/search?${new URLSearchParams({ q: 'Qazxsw Edcrfv' })}`
    const first = await call(searchRoute, address, { headers: { 'X-Forwarded-For': '198.51.100.80' } })
    expect(first.status).toBe(200)
    expect(first.headers.get(KEPT_SEARCH_HEADER)).toBe('0')
    const count = searchCounting()!
    expect(await count(address, { 'x-forwarded-for': '198.51.100.81' }, 0)).toBeNull()
    expect(await count(address, { 'x-forwarded-for': '198.51.100.81' }, 0)).toBeNull()
    // A later page is counted against the limit, not as a search of its own.
    expect(await count(`${address}&start=11`, { 'x-forwarded-for': '198.51.100.81' }, 0)).toBeNull()
    const { body } = await payloadRest('globals/search-settings/report', { token: admin })
    expect(body.noResults).toContainEqual({ query: 'qazxsw edcrfv', searches: 3 })
    // The same limit as the route's: past it, the refusal the route gives, and the route refuses the sender too.
    const sender = { 'x-forwarded-for': '198.51.100.82' }
    for (let n = 1; n < ABUSE_LIMITS.search.limit; n++) expect(await count(address, sender, 0)).toBeNull()
    expect((await call(searchRoute, address, { headers: { 'X-Forwarded-For': '198.51.100.82' } })).status).toBe(200)
    const refused = await count(address, sender, 0)
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    expect(JSON.parse(refused!.body).error.message).toMatch(/Too many searches/)
    expect((await call(searchRoute, address, { headers: { 'X-Forwarded-For': '198.51.100.82' } })).status).toBe(429)
  })

  // docs/decisions/0130: a search writes nothing of its own; the waiting counts are stored together.
  it('count searches in memory and store them in one write per query and day', async () => {
    const stored = async (query: string) =>
      (await (await connection(payload)).rows(sql`SELECT * FROM search_queries WHERE query = ${query}`)).map((row) => ({ ...row }))
    for (let n = 0; n < 3; n++)
      await call(searchRoute, `/api/v1/search?${new URLSearchParams({ q: 'Vbnmzx Plokij' })}`, { headers: { 'X-Forwarded-For': `198.51.100.${n}` } })
    expect(await stored('vbnmzx plokij')).toEqual([])
    await flushQueryReport()
    const [row, ...others] = await stored('vbnmzx plokij')
    expect(others).toEqual([])
    // What the table keeps: the day, the words, the counts; nothing else.
    expect(Object.keys(row!).sort()).toEqual(['day', 'empty', 'query', 'searches'])
    expect({ searches: Number(row!.searches), empty: Number(row!.empty) }).toEqual({ searches: 3, empty: 3 })
    await call(searchRoute, `/api/v1/search?${new URLSearchParams({ q: 'vbnmzx plokij' })}`)
    await flushQueryReport()
    expect(Number((await stored('vbnmzx plokij'))[0]!.searches)).toBe(4)
  })
})
