import { describe, expect, it } from 'vitest'

import { movedTags, namesFor } from './shared-revalidation.mjs'

describe('shared revalidation (decision 0067)', () => {
  it('replays after a reconnection only the tags whose version moved, new ones included', () => {
    const seen = new Map([
      ['_N_T_/layout', '4'],
      ['events', '1'],
    ])
    expect(movedTags(seen, { '_N_T_/layout': '5', events: '1', pages: '1' })).toEqual(['_N_T_/layout', 'pages'])
    expect(movedTags(seen, { '_N_T_/layout': '4', events: '1' })).toEqual([])
    expect(movedTags(new Map(), { '_N_T_/layout': '1' })).toEqual(['_N_T_/layout'])
  })

  it('names the channel after the database, which pub/sub ignores, and keeps both under the prefix', () => {
    expect(namesFor('redis://127.0.0.1:6379', 'college:')).toEqual({ versions: 'college:revalidated-tag-versions', channel: 'college:0:revalidated-tags' })
    expect(namesFor('redis://:secret@cache.example.edu:6380/3', 'site-b:').channel).toBe('site-b:3:revalidated-tags')
  })
})
