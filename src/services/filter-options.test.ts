import { afterAll, describe, expect, it, vi } from 'vitest'

import { markRevalidationsHeard, notifyTagsRevalidated } from '@/server/revalidation-listeners.mjs'

/** The collections read, in order. */
const reads: string[] = []

vi.doMock('./cms', () => ({
  cms: async () => ({
    find: async ({ collection }: { collection: string }) => {
      reads.push(collection)
      const docs: Record<string, unknown[]> = {
        features: [{ id: 1, departments: [3], tags: [5] }],
        departments: [{ id: 3, title: 'Illustration', slug: 'illustration', published: true }],
        'departments-and-categories': [{ id: 3, code: 'ILL', title: 'Illustration' }],
        tags: [{ id: 5, title: 'Ceramics', slug: 'ceramics' }],
        locations: [{ id: 7, title: 'Main Building', slug: 'main-building' }],
      }
      return { docs: docs[collection] ?? [], totalDocs: docs[collection]?.length ?? 0 }
    },
  }),
}))

// Unit files share their modules (vitest.config.ts): these load afresh with the fakes above, and leave none behind.
vi.resetModules()
afterAll(() => {
  vi.doUnmock('./cms')
  vi.resetModules()
})
const { featureFilterOptions } = await import('./features')
const { calendarFilterOptions } = await import('./event-calendar')

/** Renders of a list page, then a publish, then one more render: how many reads each made. */
async function readsAcrossAChange(render: () => Promise<unknown>) {
  markRevalidationsHeard()
  notifyTagsRevalidated(['_N_T_/layout'])
  reads.length = 0
  for (let page = 0; page < 10; page++) await render()
  const before = reads.length
  notifyTagsRevalidated(['_N_T_/layout'])
  await render()
  return { before, after: reads.length - before }
}

// Decision 0175: the filter bars of the stories list and the calendar read whole collections (every published story on the
// large seed); they change only with content, so every page of those lists shares one read per content change.
describe("list pages' filter choices", () => {
  it('of the stories list are read once per content change', async () => {
    expect((await featureFilterOptions()).tags).toEqual([{ id: 5, title: 'Ceramics', slug: 'ceramics', count: 1 }])
    expect(await readsAcrossAChange(featureFilterOptions)).toEqual({ before: 3, after: 3 })
  })

  it('of the calendar are read once per content change', async () => {
    expect((await calendarFilterOptions()).departments).toEqual([{ value: 'ILL', label: 'Illustration' }])
    expect(await readsAcrossAChange(calendarFilterOptions)).toEqual({ before: 3, after: 3 })
  })
})
