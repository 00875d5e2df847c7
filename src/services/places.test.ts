import { afterAll, describe, expect, it, vi } from 'vitest'

import { markRevalidationsHeard, notifyTagsRevalidated } from '@/server/revalidation-listeners.mjs'

let reads = 0

vi.doMock('./cms', () => ({
  cms: async () => ({
    find: async () => {
      reads++
      return { docs: [{ id: 7, title: 'Main Building', latitude: 40.74, longitude: -73.98 }], totalDocs: 1 }
    },
  }),
}))

// Unit files share their modules (vitest.config.ts): these load afresh with the fakes above, and leave none behind.
vi.resetModules()
afterAll(() => {
  vi.doUnmock('./cms')
  vi.resetModules()
})
const { collegePlaces } = await import('./places')

// Decision 0175: every event page with a place on the map drew the college's places; they change only with content.
describe("the college's places on an event's map", () => {
  it('are read once per content change, however many event pages are rendered', async () => {
    markRevalidationsHeard()
    notifyTagsRevalidated(['_N_T_/layout'])
    for (let page = 0; page < 10; page++) expect(await collegePlaces()).toEqual([{ id: '7', label: 'Main Building', latitude: 40.74, longitude: -73.98 }])
    expect(reads).toBe(1)

    notifyTagsRevalidated(['_N_T_/layout'])
    await collegePlaces()
    expect(reads).toBe(2)
  })
})
