import { describe, expect, it } from 'vitest'

import { RANDOM_SEED_LIMIT, randomSeed, seedFromText, seededRandom, seededShuffle } from './seeded-random'

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

describe('named random streams', () => {
  it('give the same sequence for the same name and another for another name', () => {
    const draw = (name: string) => Array.from({ length: 5 }, seededRandom(seedFromText(name)))
    expect(draw('events')).toEqual(draw('events'))
    expect(draw('events')).not.toEqual(draw('people'))
    expect(seedFromText('')).toBe(0x811c9dc5)
  })
})
