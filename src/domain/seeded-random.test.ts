import { describe, expect, it } from 'vitest'

import { RANDOM_SEED_LIMIT, randomSeed, seededShuffle } from './seeded-random'

describe('seeded shuffle', () => {
  const items = Array.from({ length: 30 }, (_, i) => i)

  it('gives the same order for the same seed', () => {
    expect(seededShuffle(items, 7)).toEqual(seededShuffle(items, 7))
  })

  it('gives another order for another seed and keeps every item', () => {
    const a = seededShuffle(items, 7)
    const b = seededShuffle(items, 8)
    expect(a).not.toEqual(b)
    expect([...a].sort((x, y) => x - y)).toEqual(items)
  })

  it('does not change its input', () => {
    const copy = [...items]
    seededShuffle(items, 3)
    expect(items).toEqual(copy)
  })

  // spec §9: random seed integer below 200
  it('draws seeds below 200', () => {
    expect(RANDOM_SEED_LIMIT).toBe(200)
    for (let i = 0; i < 500; i++) {
      const seed = randomSeed()
      expect(Number.isInteger(seed)).toBe(true)
      expect(seed).toBeGreaterThanOrEqual(0)
      expect(seed).toBeLessThan(200)
    }
  })
})
