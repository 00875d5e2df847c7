import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN } from '@/domain/slug'

import { idList, idOrNameList } from './query'

const tags = idOrNameList({ label: 'tag slug', pattern: SLUG_PATTERN, example: 'design-talks' })

describe('id filters', () => {
  it('take ids and names in any mix: digits are an id', () => {
    expect(tags.parse('12')).toEqual({ ids: [12], names: [] })
    expect(tags.parse(['design-talks', '7', 'film'])).toEqual({ ids: [7], names: ['design-talks', 'film'] })
  })

  it('say what they take when they refuse', () => {
    const refused = tags.safeParse('Design Talks')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => issue.message).join()).toMatch(/an id \(a whole number from 1 to \d+\) or a tag slug \(e\.g\. design-talks\)/)
    expect(tags.safeParse('0').success).toBe(false)
    expect(idList().safeParse({ a: '1' }).error?.issues[0]?.message).toMatch(/^must be ids \(whole numbers from 1 to \d+\): one value or a list of at most 50$/)
  })
})
