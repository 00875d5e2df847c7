import { describe, expect, it } from 'vitest'

import { populated, relationId, relationIds } from './relations'

describe('relation fields', () => {
  it('read an id whether the relation came back populated or not', () => {
    expect(relationId(7)).toBe(7)
    expect(relationId({ id: 7 })).toBe(7)
    expect(relationId(null)).toBeNull()
    expect(relationIds([1, { id: 2 }])).toEqual([1, 2])
    expect(relationIds(undefined)).toEqual([])
  })

  it('keep only the populated documents', () => {
    expect(populated([1, { id: 2 }, null])).toEqual([{ id: 2 }])
    expect(populated({ id: 3 })).toEqual([{ id: 3 }])
    expect(populated(4)).toEqual([])
  })
})
