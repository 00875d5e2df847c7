import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

/** What each of the event service's reads asked Payload for. */
const asked: { collection: string; depth?: number }[] = []

vi.doMock('./cms', () => ({
  cms: async () => ({
    find: async (args: { collection: string; depth?: number }) => {
      asked.push({ collection: args.collection, depth: args.depth })
      return { docs: [] }
    },
  }),
}))
vi.doMock('./site-config', () => ({ getSiteIdentity: async () => ({ timeZone: 'America/New_York' }) }))

// Unit files share their modules (vitest.config.ts): these load afresh with the fakes above, and leave none behind.
vi.resetModules()
afterAll(() => {
  vi.doUnmock('./cms')
  vi.doUnmock('./site-config')
  vi.resetModules()
})
const { findEventBySlug } = await import('./events')

// Decision 0175: an event page's read populates the event's own relations (places, tags, categories, pictures, rich text's
// uploads and links, all at depth 1) and not theirs: the page uses none of a place's picture or a tag's relations.
describe("an event page's read", () => {
  beforeEach(() => {
    asked.length = 0
  })

  it('asks for the event at depth 1', async () => {
    expect(await findEventBySlug('open-studios-2026')).toBeNull()
    expect(asked).toEqual([{ collection: 'events', depth: 1 }])
  })
})
