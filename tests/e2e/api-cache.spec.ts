import { type APIRequestContext } from '@playwright/test'

import { expect, signInAsAdministrator, test } from './fixtures'

/**
 * The list calls and path look-ups answered from memory until content changes (docs/decisions/0070):
 * each is read twice (so the second answer is a kept one), then a publish, an unpublish and a
 * delete must show on the very next request, and a staff member's request must get the visitors'
 * answer, never a draft.
 */
type Item = { id: number; title?: string }

const ids = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<number[]> => {
  const response = await request.get(path, { headers })
  expect(response.status(), path).toBe(200)
  const body = await response.json()
  return ((body.items ?? body.events) as Item[]).map((item) => item.id)
}

/** Reads `path` twice, the second time from memory, and answers the ids listed. */
async function keptIds(request: APIRequestContext, path: string): Promise<number[]> {
  const first = await ids(request, path)
  expect(await ids(request, path)).toEqual(first)
  return first
}

const unique = () => `Cacheprobe${Date.now().toString(36)}`

test.describe('list calls kept until content changes', () => {
  test('press releases and search: a draft is never listed, a publish, an unpublish and a delete show on the next request', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const token = await signInAsAdministrator(request)
    const auth = { Authorization: `JWT ${token}` }
    const visitor = await playwright.request.newContext({ baseURL })
    const list = '/api/v1/press-releases?sortBy=date-DESC&limit=9999'
    const word = unique().toLowerCase()
    const search = `/api/v1/search?q=${word}`
    const found = async () => Number((await (await visitor.get(search)).json()).searchInformation.totalResults)
    const before = await keptIds(visitor, list)
    expect(await found()).toBe(0)
    expect(await found()).toBe(0)

    const created = await request.post('/api/press-releases', { headers: auth, data: { title: `A ${word} release`, date: '2026-11-20', _status: 'draft' } })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      expect(await ids(visitor, list)).toEqual(before)
      // Staff asking the public call get the visitors' answer: the draft is not in it.
      expect(await ids(request, list, auth)).not.toContain(doc.id)
      expect(await found()).toBe(0)

      expect((await request.patch(`/api/press-releases/${doc.id}`, { headers: auth, data: { _status: 'published' } })).ok()).toBe(true)
      expect(await ids(visitor, list)).toContain(doc.id)
      expect(await found()).toBe(1)

      expect((await request.patch(`/api/press-releases/${doc.id}`, { headers: auth, data: { _status: 'draft' } })).ok()).toBe(true)
      expect(await ids(visitor, list)).toEqual(before)
      expect(await found()).toBe(0)

      expect((await request.patch(`/api/press-releases/${doc.id}`, { headers: auth, data: { _status: 'published' } })).ok()).toBe(true)
      expect(await ids(visitor, list)).toContain(doc.id)
    } finally {
      expect((await request.delete(`/api/press-releases/${doc.id}`, { headers: auth })).ok()).toBe(true)
    }
    expect(await ids(visitor, list)).toEqual(before)
    expect(await found()).toBe(0)
  })

  const created: { name: string; list: string; collection: string; data: () => Record<string, unknown>; unpublish?: Record<string, unknown> }[] = [
    { name: 'tags', list: '/api/v1/tags?limit=9000', collection: 'tags', data: () => ({ title: unique() }) },
    {
      name: 'departments and categories',
      list: '/api/v1/events/departments-and-categories?limit=9000&sortBy=code-ASC&page=1',
      collection: 'departments-and-categories',
      data: () => ({ title: unique(), shortTitle: 'Probe', code: `PROBE-${Date.now().toString(36).toUpperCase()}`, kind: 'Category' }),
    },
    {
      name: 'site-wide alerts',
      list: '/api/v1/alerts/site-wide?filters[published]=true&limit=1000',
      collection: 'site-wide-alerts',
      data: () => ({ title: unique(), message: 'A probe of the kept answers.', published: true }),
      unpublish: { published: false },
    },
    {
      name: 'departments',
      list: '/api/v1/departments/list',
      collection: 'departments',
      data: () => ({ title: unique(), type: 'Undergraduate', published: true }),
      unpublish: { published: false },
    },
    {
      name: 'external press',
      list: '/api/v1/external-press?limit=10&sortBy=id-DESC',
      collection: 'external-press',
      data: () => ({ title: unique(), outlet: 'The Probe', date: '2026-11-20', link: 'https://example.com/probe', _status: 'published' }),
      unpublish: { _status: 'draft' },
    },
    {
      name: 'video channels',
      list: '/api/v1/video-channels',
      collection: 'video-channels',
      data: () => ({ title: unique() }),
    },
  ]
  for (const { name, list, collection, data, unpublish } of created) {
    test(`${name}: a new one, ${unpublish ? 'an unpublished one ' : ''}and a deleted one show on the next request`, async ({
      request,
      playwright,
      baseURL,
    }) => {
      const auth = { Authorization: `JWT ${await signInAsAdministrator(request)}` }
      const visitor = await playwright.request.newContext({ baseURL })
      const before = await keptIds(visitor, list)
      const response = await request.post(`/api/${collection}`, { headers: auth, data: data() })
      expect(response.ok(), await response.text()).toBe(true)
      const { doc } = (await response.json()) as { doc: { id: number } }
      try {
        expect(await ids(visitor, list)).toContain(doc.id)
        if (unpublish) {
          expect((await request.patch(`/api/${collection}/${doc.id}`, { headers: auth, data: unpublish })).ok()).toBe(true)
          expect(await ids(visitor, list)).not.toContain(doc.id)
        }
      } finally {
        expect((await request.delete(`/api/${collection}/${doc.id}`, { headers: auth })).ok()).toBe(true)
      }
      expect(await ids(visitor, list)).toEqual(before)
    })
  }

  test('the event feed: an unpublished event leaves it and a republished one comes back on the next request', async ({ request, playwright, baseURL }) => {
    const auth = { Authorization: `JWT ${await signInAsAdministrator(request)}` }
    const visitor = await playwright.request.newContext({ baseURL })
    const feed = '/api/v1/event-feed'
    const before = await keptIds(visitor, feed)
    const first = before[0]!
    expect((await request.patch(`/api/events/${first}`, { headers: auth, data: { _status: 'draft' } })).ok()).toBe(true)
    try {
      expect(await ids(visitor, feed)).not.toContain(first)
    } finally {
      expect((await request.patch(`/api/events/${first}`, { headers: auth, data: { _status: 'published' } })).ok()).toBe(true)
    }
    expect(await ids(visitor, feed)).toEqual(before)
  })

  test('the path look-ups: a new title, an unpublish and a republish show on the next request', async ({ request, playwright, baseURL }) => {
    const auth = { Authorization: `JWT ${await signInAsAdministrator(request)}` }
    const visitor = await playwright.request.newContext({ baseURL })
    const newest = async (list: string) => (await (await request.get(`${list}&sort=-id&limit=1&depth=0`, { headers: auth })).json()).docs[0]
    // The newest published ones, restored at the end.
    const feature = (await newest('/api/features?where[_status][equals]=published')) as { id: number; slug: string; title: string }
    const profile = (await newest('/api/faculty-profiles?where[published][equals]=true')) as { id: number; slug: string }
    const featureTitle = async () => {
      const response = await visitor.get(`/api/v1/match/features/${feature.slug}`)
      return response.ok() ? ((await response.json()) as { title: string }).title : response.status()
    }
    const profileStatus = async () => (await visitor.get(`/api/v1/match/faculty/${profile.slug}`)).status()
    expect([await featureTitle(), await featureTitle()]).toEqual([feature.title, feature.title])
    expect([await profileStatus(), await profileStatus()]).toEqual([200, 200])

    const title = unique()
    const saveFeature = async (data: Record<string, unknown>) =>
      expect((await request.patch(`/api/features/${feature.id}`, { headers: auth, data })).ok()).toBe(true)
    const saveProfile = async (published: boolean) =>
      expect((await request.patch(`/api/faculty-profiles/${profile.id}`, { headers: auth, data: { published } })).ok()).toBe(true)
    try {
      await saveFeature({ title, _status: 'published' })
      expect(await featureTitle()).toBe(title)
      await saveFeature({ _status: 'draft' })
      expect(await featureTitle()).toBe(404)
      await saveProfile(false)
      expect(await profileStatus()).toBe(404)
    } finally {
      await saveFeature({ title: feature.title, _status: 'published' })
      await saveProfile(true)
    }
    expect(await featureTitle()).toBe(feature.title)
    expect(await profileStatus()).toBe(200)
  })

  test('the navigation: a changed title shows on the next request', async ({ request, playwright, baseURL }) => {
    const auth = { Authorization: `JWT ${await signInAsAdministrator(request)}` }
    const visitor = await playwright.request.newContext({ baseURL })
    const titles = async () => JSON.stringify((await (await visitor.get('/api/v1/navigation')).json()).tree)
    const before = await titles()
    expect(await titles()).toBe(before)
    const stored = (await (await request.get('/api/globals/navigation?depth=0', { headers: auth })).json()) as {
      items: { title: string; isVisible?: boolean }[]
    }
    const shown = stored.items.findIndex((item) => item.isVisible !== false)
    const original = stored.items[shown]!.title
    const title = unique()
    const save = async (value: string) => {
      const items = stored.items.map((item, i) => (i === shown ? { ...item, title: value } : item))
      expect((await request.post('/api/globals/navigation', { headers: auth, data: { items } })).ok()).toBe(true)
    }
    await save(title)
    try {
      expect(await titles()).toContain(title)
    } finally {
      await save(original)
    }
    expect(await titles()).toBe(before)
  })
})
