import { describe, expect, it } from 'vitest'

import { KeptValues } from './kept-values'

describe('kept values', () => {
  it('shares one making among concurrent callers, and keeps it', async () => {
    const kept = new KeptValues<number>({ entries: 10, weight: 0 })
    let made = 0
    let finish = () => {}
    const make = () => new Promise<number>((resolve) => (finish = () => resolve(++made)))
    const first = kept.get('v1', 'k', make)
    const second = kept.get('v1', 'k', make)
    finish()
    expect(await Promise.all([first, second])).toEqual([1, 1])
    expect(await kept.get('v1', 'k', async () => ++made)).toBe(1)
    expect(made).toBe(1)
  })

  it('keeps no failure: the next caller makes it again', async () => {
    const kept = new KeptValues<string>({ entries: 10, weight: 0 })
    await expect(kept.get('v1', 'k', async () => Promise.reject(new Error('the database is down')))).rejects.toThrow('the database is down')
    expect(await kept.get('v1', 'k', async () => 'read')).toBe('read')
  })

  it('does not keep a value made from a source that changed while it was made', async () => {
    const kept = new KeptValues<string>({ entries: 10, weight: 0 })
    let finish = () => {}
    const old = kept.get('v1', 'k', () => new Promise<string>((resolve) => (finish = () => resolve('old'))))
    expect(await kept.get('v2', 'k', async () => 'new')).toBe('new')
    finish()
    expect(await old).toBe('old')
    expect(await kept.get('v2', 'k', async () => 'made again')).toBe('new')
  })

  it('makes a value again once it is older than the most age given', async () => {
    let now = 0
    const kept = new KeptValues<string>({ entries: 10, weight: 0, maxAgeMs: 60_000, now: () => now })
    expect(await kept.get('v1', 'k', async () => 'first')).toBe('first')
    now = 59_999
    expect(await kept.get('v1', 'k', async () => 'second')).toBe('first')
    now = 60_000
    expect(await kept.get('v1', 'k', async () => 'third')).toBe('third')
  })

  it('lets the least recently used go past the limit of entries', async () => {
    const kept = new KeptValues<string>({ entries: 2, weight: 0 })
    await kept.get('v', 'a', async () => 'a')
    await kept.get('v', 'b', async () => 'b')
    await kept.get('v', 'a', async () => 'a again') // used: b is now the oldest
    await kept.get('v', 'c', async () => 'c')
    expect(kept.size.entries).toBe(2)
    expect(await kept.get('v', 'a', async () => 'made')).toBe('a')
    expect(await kept.get('v', 'b', async () => 'made')).toBe('made')
  })
})
