import { describe, expect, it } from 'vitest'

import { KEPT_UNTIL_HEADER } from '../server/response-cache.mjs'

import { KeptAnswers, keptResponse } from './kept-answers'

describe('kept answers', () => {
  it('makes an answer once per source, and again once the source changes', async () => {
    const answers = new KeptAnswers({ entries: 10, bytes: 1_000_000 })
    let made = 0
    const make = async () => ({ made: ++made })
    const first = {}
    expect(JSON.parse(String((await answers.body(first, '?a', make)).json))).toEqual({ made: 1 })
    expect(JSON.parse(String((await answers.body(first, '?a', make)).json))).toEqual({ made: 1 })
    expect(JSON.parse(String((await answers.body(first, '?b', make)).json))).toEqual({ made: 2 })
    expect(JSON.parse(String((await answers.body({}, '?a', make)).json))).toEqual({ made: 3 })
    expect(answers.size.entries).toBe(1)
  })

  it('lets the least recently used answers go past the limits of entries and bytes', async () => {
    const answers = new KeptAnswers({ entries: 2, bytes: 25 })
    const source = {}
    const make = (text: string) => async () => text
    await answers.body(source, 'a', make('aaaaaaaa')) // 10 bytes of JSON
    await answers.body(source, 'b', make('bbbbbbbb'))
    await answers.body(source, 'a', make('changed')) // used: b is now the oldest
    await answers.body(source, 'c', make('cccccccc'))
    expect(answers.size).toEqual({ entries: 2, bytes: 20 })
    expect(String((await answers.body(source, 'a', make('again'))).json)).toBe('"aaaaaaaa"')
    expect(String((await answers.body(source, 'b', make('made again'))).json)).toBe('"made again"')
    await answers.body(source, 'd', make('x'.repeat(40))) // larger than the byte limit on its own
    expect(answers.size.bytes).toBeLessThanOrEqual(25)
  })
})

describe('a kept answer as a response', () => {
  it('is the JSON with the given headers, and until when the response cache may send it, in the header it reads', async () => {
    const response = keptResponse({ json: Buffer.from(JSON.stringify({ items: [1, 2, 3] })), keptUntil: 5_000 }, { Vary: 'Authorization' })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('vary')).toBe('Authorization')
    expect(response.headers.get(KEPT_UNTIL_HEADER)).toBe('5000')
    expect(await response.json()).toEqual({ items: [1, 2, 3] })
  })

  it('says until when the response cache may send it again: as long as the route keeps it (decision 0162)', async () => {
    let clock = 1_000
    const now = () => clock
    const clockBound = new KeptAnswers({ entries: 10, bytes: 1_000, maxAgeMs: 60_000, now })
    expect((await clockBound.body('v1', 'a', async () => 'a')).keptUntil).toBe(61_000)
    clock += 30_000
    // The same kept bytes, the same bound: the response cache never keeps them longer than the route does.
    expect((await clockBound.body('v1', 'a', async () => 'again')).keptUntil).toBe(61_000)
    const contentBound = new KeptAnswers({ entries: 10, bytes: 1_000, now })
    expect((await contentBound.body('v1', 'a', async () => 'a')).keptUntil).toBe(clock + 3_600_000)
  })
})
