import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@/api/contract'
import { GET as featurePreview } from '@/app/api/v1/features/preview/[id]/route'
import { GET as features } from '@/app/api/v1/features/route'
import { GET as match } from '@/app/api/v1/match/[...slug]/route'
import { GET as featureBySlug } from '@/app/api/v1/match/features/[...slug]/route'
import { GET as openapi } from '@/app/api/v1/openapi.json/route'
import { RESERVED_FEATURE_SLUG_STARTS } from '@/domain/feature-paths'
import { FEATURES_DEFAULT_LIMIT, RELATED_FEATURES_COUNT } from '@/domain/features'
import { reloadEnv } from '@/env'
import type { Feature } from '@/payload-types'
import { SEED_FEATURES } from '@/seed/features'
import type { SeedResult } from '@/seed/index'
import { featureFilterOptions, findFeatureBySlug, listFeatures, relatedFeatures } from '@/services/features'
import { sitemapEntries } from '@/services/sitemap'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
let published: Feature[]
let drafts: Feature[]

type Item = {
  id: number
  title: string
  slug: string
  path: string
  articleDate: string
  departments: { id: number }[]
  tags: { id: number }[]
  featuredOn: { homepage: boolean }
  published: boolean
}

const list = async (query = '') => call(features, `/api/v1/features${query}`)
const items = async (query = '') => (await list(query)).body.items as Item[]
const ids = (list: { id: number }[]) => list.map((item) => item.id)
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Newest article first, the id breaking ties (the service's order), as the seed wrote them. */
const newestFirst = (docs: Feature[]) => [...docs].sort((a, b) => b.articleDate.localeCompare(a.articleDate) || b.id - a.id)

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  const all = await payload.find({ collection: 'features', overrideAccess: true, depth: 0, pagination: false })
  published = all.docs.filter((doc) => doc._status === 'published')
  drafts = all.docs.filter((doc) => doc._status !== 'published')
})

describe('the features seed', () => {
  it('holds the demo stories with a few drafts and some nested slugs', () => {
    expect(published.length + drafts.length).toBe(SEED_FEATURES)
    expect(drafts.length).toBeGreaterThan(0)
    expect(published.some((doc) => doc.slug.includes('/'))).toBe(true)
  })
})

describe('GET /api/v1/features', () => {
  // spec §7 (features): limit 10; the feed sorted articleDate-DESC
  it('answers published features in the list envelope, 10 by default, newest article first', async () => {
    const { status, body } = await list('?filters[published]=true')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: published.length, currentPage: 1, nrOfPages: Math.ceil(published.length / FEATURES_DEFAULT_LIMIT) })
    expect(body.items).toHaveLength(FEATURES_DEFAULT_LIMIT)
    expect(body.pages[0]).toBe(1)
    expect(body.links).toMatchObject({ first: null, prev: null, self: '/api/v1/features?filters[published]=true' })
    expect(decodeURIComponent(body.links.next)).toBe('/api/v1/features?filters[published]=true&page=2')
    expect(ids(body.items)).toEqual(ids(newestFirst(published).slice(0, FEATURES_DEFAULT_LIMIT)))
    const item = body.items[0] as Item
    expect(item.path).toBe(`/features/${item.slug}`)
    expect(item.articleDate).toMatch(/T\d{2}:\d{2}:\d{2}-0[45]:00$/)
    expect(item.published).toBe(true)
    expect(body.items[0]).not.toHaveProperty('body')
  })

  it('never lists a draft, at any limit', async () => {
    const all = await items('?limit=9999')
    expect(all).toHaveLength(published.length)
    const listed = new Set(ids(all))
    for (const draft of drafts) expect(listed.has(draft.id)).toBe(false)
  })

  it('pages with links and keeps one order across pages', async () => {
    const all = ids(await items('?limit=9999'))
    const second = (await list('?limit=7&page=2')).body
    expect(ids(second.items)).toEqual(all.slice(7, 14))
    expect(second.links).toMatchObject({
      first: '/api/v1/features?limit=7&page=1',
      prev: '/api/v1/features?limit=7&page=1',
      next: '/api/v1/features?limit=7&page=3',
    })
    const beyond = (await list('?page=1000')).body
    expect(beyond.items).toEqual([])
    expect(beyond.total).toBe(published.length)
  })

  it.each([
    ['articleDate-DESC', (a: Item, b: Item) => b.articleDate.localeCompare(a.articleDate)],
    ['articleDate-ASC', (a: Item, b: Item) => a.articleDate.localeCompare(b.articleDate)],
    ['id-ASC', (a: Item, b: Item) => a.id - b.id],
    ['id-DESC', (a: Item, b: Item) => b.id - a.id],
    ['title-ASC', null],
    ['title-DESC', null],
  ] as const)('sorts by %s', async (sort, compare) => {
    const sorted = await items(`?sortBy=${sort}&limit=9999`)
    expect(sorted).toHaveLength(published.length)
    if (compare) {
      for (let i = 1; i < sorted.length; i++) expect(compare(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0)
    } else {
      // Titles: the database's collation decides case and punctuation; the first letters agree.
      const letters = sorted.map((item) => item.title[0]!.toLowerCase())
      const expected = [...letters].sort()
      expect(letters).toEqual(sort === 'title-ASC' ? expected : expected.reverse())
    }
  })

  it('filters by featuredOn, in both forms', async () => {
    const featured = published.filter((doc) => doc.featuredOn?.homepage)
    expect(featured.length).toBeGreaterThan(0)
    const onHome = await items('?filters[featuredOn][homepage]=true&limit=9999')
    expect(ids(onHome).sort()).toEqual(ids(featured).sort())
    expect(ids(await items('?filters[featuredOn]=homepage&limit=9999')).sort()).toEqual(ids(featured).sort())
    const others = await items('?filters[featuredOn][homepage]=false&limit=9999')
    expect(others).toHaveLength(published.length - featured.length)
    expect(others.every((item) => !item.featuredOn.homepage)).toBe(true)
  })

  it('filters by departments and by tags, one id or a list', async () => {
    const [first, second] = [...new Set(published.flatMap((doc) => doc.departments as number[]))]
    const inFirst = published.filter((doc) => (doc.departments as number[]).includes(first!))
    expect(ids(await items(`?filters[departments]=${first}&limit=9999`)).sort()).toEqual(ids(inFirst).sort())
    const inEither = published.filter((doc) => (doc.departments as number[]).some((id) => id === first || id === second))
    expect(ids(await items(`?filters[departments][]=${first}&filters[departments][]=${second}&limit=9999`)).sort()).toEqual(ids(inEither).sort())

    const tag = (published[0]!.tags as number[])[0]!
    const tagged = published.filter((doc) => (doc.tags as number[]).includes(tag))
    const byTag = await items(`?filters[tags][]=${tag}&limit=9999`)
    expect(ids(byTag).sort()).toEqual(ids(tagged).sort())
    expect(byTag.every((item) => item.tags.some((t) => t.id === tag))).toBe(true)

    const both = await items(`?filters[departments]=${first}&filters[tags]=${tag}&limit=9999`)
    expect(ids(both).sort()).toEqual(ids(inFirst.filter((doc) => (doc.tags as number[]).includes(tag))).sort())
  })

  it('leaves out ids with filters[id][not], one or a list', async () => {
    const top = newestFirst(published)
    expect(ids(await items(`?filters[id][not]=${top[0]!.id}&limit=3`))).toEqual(ids(top.slice(1, 4)))
    expect(ids(await items(`?filters[id][not][]=${top[0]!.id}&filters[id][not][]=${top[1]!.id}&limit=2`))).toEqual(ids(top.slice(2, 4)))
  })

  it.each([
    ['?filters[published]=false', 'filters[published]'],
    ['?filters[unknown]=1', 'filters[unknown]'],
    ['?filters[featuredOn]=maybe', 'filters[featuredOn]'],
    ['?filters[featuredOn][homepage]=maybe', 'filters[featuredOn]'],
    ['?filters[departments]=abc', 'filters[departments]'],
    ['?filters[tags][]=0', 'filters[tags][0]'],
    ['?filters[id]=5', 'filters[id]'],
    ['?filters[not][id]=5', 'filters[not]'],
    ['?filters[id][not]=x', 'filters[id][not]'],
    ['?sortBy=articleDate', 'sortBy'],
    ['?sortBy=summary-ASC', 'sortBy'],
    ['?limit=0', 'limit'],
    ['?limit=10000', 'limit'],
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?bogus=1', 'bogus'],
  ])('%s answers 400 naming %s', async (query, parameter) => {
    const { status, body } = await list(query)
    expect(status).toBe(400)
    expect(body.error.status).toBe(400)
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(parameter)
  })
})

describe('one feature', () => {
  it('answers the published feature at a slug of any depth, whole, with its body blocks', async () => {
    const nested = published.find((doc) => doc.slug.includes('/'))!
    const { status, body } = await call(featureBySlug, '/x', { params: { slug: nested.slug.split('/') } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: nested.id, title: nested.title, path: `/features/${nested.slug}`, hero: { type: 'image' } })
    expect(body.body.map((block: { blockType: string }) => block.blockType)).toContain('bodyCopy')
    expect((await call(featureBySlug, '/x', { params: { slug: ['no-such-story'] } })).status).toBe(404)
    expect((await call(featureBySlug, '/x', { params: { slug: ['Bad Slug'] } })).status).toBe(400)
  })

  it('answers the generic match for /features/{slug}', async () => {
    const one = published[0]!
    const { status, body } = await call(match, '/x', { params: { slug: ['features', ...one.slug.split('/')] } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: one.id, type: 'feature', title: one.title, path: `/features/${one.slug}` })
    expect((await call(match, '/x', { params: { slug: ['features', 'department', 'photography'] } })).status).toBe(404)
  })

  it('never answers a draft publicly: not by slug, not by match, not in the sitemap', async () => {
    const draft = drafts[0]!
    expect((await call(featureBySlug, '/x', { params: { slug: draft.slug.split('/') } })).status).toBe(404)
    expect((await call(match, '/x', { params: { slug: ['features', ...draft.slug.split('/')] } })).status).toBe(404)
    expect(await findFeatureBySlug(draft.slug)).toBeNull()
    const paths = new Set((await sitemapEntries()).map((entry) => entry.path))
    expect(paths.has(`/features/${draft.slug}`)).toBe(false)
    expect(paths.has(`/features/${published[0]!.slug}`)).toBe(true)
    expect(paths.has('/features')).toBe(true)
  })

  it('keeps visitors on the published version while a newer draft waits', async () => {
    const one = newestFirst(published)[5]!
    await payload.update({ collection: 'features', id: one.id, overrideAccess: true, draft: true, data: { title: 'Draft headline nobody may see' } })
    const { body } = await call(featureBySlug, '/x', { params: { slug: one.slug.split('/') } })
    expect(body.title).toBe(one.title)
    expect(ids(await items('?limit=9999')).includes(one.id)).toBe(true)
    expect((await items('?limit=9999')).find((item) => item.id === one.id)!.title).toBe(one.title)
    const token = await staffToken(payload, seeded)
    const preview = await call(featurePreview, '/x', { params: { id: String(one.id) }, headers: bearer(token) })
    expect(preview.body.title).toBe('Draft headline nobody may see')
  })

  it('previews any feature, draft included, for staff holding draft only (401 for visitors, 403 without draft)', async () => {
    const draft = drafts[0]!
    const path = '/api/v1/features/preview/x'
    expect((await call(featurePreview, path, { params: { id: String(draft.id) } })).status).toBe(401)
    expect((await call(featurePreview, path, { params: { id: String(draft.id) }, headers: bearer('forged.token.value') })).status).toBe(401)
    expect((await call(featurePreview, path, { params: { id: String(draft.id) }, headers: bearer(await staffToken(payload, seeded, 'Viewer')) })).status).toBe(
      403,
    )
    const token = await staffToken(payload, seeded, 'Content editor')
    const { status, body, headers } = await call(featurePreview, path, { params: { id: String(draft.id) }, headers: bearer(token) })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('no-store')
    expect(body).toMatchObject({ id: draft.id, title: draft.title, published: false })
    expect(Array.isArray(body.body)).toBe(true)
    expect((await call(featurePreview, path, { params: { id: '99999999' }, headers: bearer(token) })).status).toBe(404)
    expect((await call(featurePreview, path, { params: { id: 'abc' }, headers: bearer(token) })).status).toBe(400)
  })

  it('refuses a slug that would hide behind the list’s own addresses', async () => {
    for (const start of RESERVED_FEATURE_SLUG_STARTS) {
      const error = await payload
        .create({
          collection: 'features',
          overrideAccess: true,
          data: { title: 'Reserved', slug: `${start}/x`, articleDate: new Date().toISOString(), hero: { type: 'none' }, _status: 'published' },
        })
        .then(
          () => null,
          (caught: { data?: { errors?: { path: string; message: string }[] } }) => caught,
        )
      expect(error?.data?.errors?.[0]).toMatchObject({ path: 'slug', message: expect.stringMatching(/belong to the features list/) })
    }
    const fine = await payload.create({
      collection: 'features',
      overrideAccess: true,
      draft: true,
      data: { title: 'Pages of a sketchbook', articleDate: new Date().toISOString(), hero: { type: 'none' }, _status: 'draft' },
    })
    expect(fine.slug).toBe('pages-of-a-sketchbook')
  })
})

describe('related features and the filter', () => {
  it('offers the newest stories sharing a tag or a department, never the story itself', async () => {
    const one = (await listFeatures({}, { page: 1, limit: 1 })).items[0]!
    const related = await relatedFeatures(one)
    expect(related).toHaveLength(RELATED_FEATURES_COUNT)
    expect(ids(related)).not.toContain(one.id)
    const departmentIds = new Set(one.departments.map((d) => d.id))
    const tagIds = new Set(one.tags.map((t) => t.id))
    for (const story of related) expect(story.departments.some((d) => departmentIds.has(d.id)) || story.tags.some((t) => tagIds.has(t.id))).toBe(true)
  })

  it('falls back to the newest stories when none shares anything', async () => {
    const related = await relatedFeatures({ id: -1, departments: [], tags: [] })
    expect(ids(related)).toEqual(ids(newestFirst(published).slice(0, RELATED_FEATURES_COUNT)))
  })

  it('lists the departments and tags published stories name, with their counts', async () => {
    const { departments, tags } = await featureFilterOptions()
    expect(departments.length).toBeGreaterThan(3)
    expect(tags.length).toBeGreaterThan(3)
    const first = departments[0]!
    expect(first.count).toBe((await listFeatures({ departmentIds: [first.id] }, { page: 1, limit: 1 })).total)
  })
})

describe('the contract', () => {
  it('publishes the features endpoints in OpenAPI', async () => {
    const doc = await (openapi() as Response).json()
    const paths = Object.values(endpoints).map((endpoint) => endpoint.path)
    for (const path of ['/api/v1/features', '/api/v1/features/preview/{id}', '/api/v1/match/features/{slug}']) {
      expect(paths).toContain(path)
      expect(doc.paths[path]?.get, path).toBeDefined()
    }
  })
})

describe('the features RSS feed', () => {
  it('carries the 20 newest published stories as RSS 2.0 with absolute, escaped links', async () => {
    const { GET: rss } = await import('@/app/features/rss.xml/route')
    const before = process.env.SERVER_URL
    process.env.SERVER_URL = 'https://www.example.edu'
    reloadEnv()
    try {
      const response = await rss()
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/rss+xml')
      const xml = await response.text()
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
      const links = [...xml.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1]!)
      expect(links).toEqual(
        newestFirst(published)
          .slice(0, 20)
          .map((doc) => `https://www.example.edu/features/${doc.slug}`),
      )
      for (const draft of drafts) expect(xml).not.toContain(`/features/${draft.slug}<`)
      // Titles with apostrophes and ampersands arrive escaped; no raw ampersand anywhere.
      expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    } finally {
      if (before === undefined) delete process.env.SERVER_URL
      else process.env.SERVER_URL = before
      reloadEnv()
    }
  })
})
