import type { PayloadRequest, Where } from 'payload'
import { describe, expect, it } from 'vitest'

import { markRevalidationsHeard, notifyTagsRevalidated } from '@/server/revalidation-listeners.mjs'

import { publishedPageReader } from './pages'

/** A request as the local API makes one per call, over pages 1 (unpublished) and 2 (under it); counts the queries. */
function fakeRequests(user: unknown = null) {
  let queries = 0
  const payload = {
    find: async ({ where }: { where: Where }) => {
      queries++
      return { docs: 'breadcrumbs.doc' in where ? [{ id: 2 }] : [{ id: 1 }] }
    },
  }
  return {
    request: () => ({ payload, user, context: {} }) as unknown as PayloadRequest,
    queries: () => queries,
  }
}

const access = async (req: PayloadRequest) => publishedPageReader({ req } as Parameters<typeof publishedPageReader>[0])

// Decisions 0060 and 0161: visitors never read a page under an unpublished one; the list of those is read once per content change.
describe('publishedPageReader', () => {
  it("reads the hidden pages once per content change for visitors' requests, however many reads a render makes", async () => {
    markRevalidationsHeard()
    notifyTagsRevalidated(['_N_T_/layout'])
    const { request, queries } = fakeRequests()
    const hidden = { and: [{ _status: { equals: 'published' } }, { id: { not_in: [2] } }] }
    // A render's reads: the page, its section, its children, the breadcrumbs' pages, each a request of its own.
    for (let read = 0; read < 12; read++) expect(await access(request())).toEqual(hidden)
    expect(queries()).toBe(2)

    // Any page change revalidates the site: the next read asks again.
    notifyTagsRevalidated(['_N_T_/layout'])
    expect(await access(request())).toEqual(hidden)
    expect(queries()).toBe(4)
  })

  it('reads afresh for a signed-in request, in its own request (it may have changed a page itself)', async () => {
    markRevalidationsHeard()
    const { request, queries } = fakeRequests({ id: 1, roles: [] })
    await access(request())
    await access(request())
    expect(queries()).toBe(4)
  })
})
