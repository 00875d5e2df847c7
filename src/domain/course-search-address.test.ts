import { describe, expect, it } from 'vitest'

import { normalizedCourseSearch } from './course-search-address'

// spec §2: the course search's address, as its form sends it without JavaScript.
describe('the course search form without JavaScript', () => {
  it('moves to the spec’s address: ranges as from---to, empty fields left out', () => {
    const params = normalizedCourseSearch(
      new URLSearchParams('title=&keywords=ink&datesFrom=2026-01-12&datesTo=2026-03-30&timesFrom=18%3A00&timesTo=&categoryId='),
    )
    expect(params?.toString()).toBe('keywords=ink&dates=2026-01-12---2026-03-30&times=18%3A00---23%3A59')
    expect(normalizedCourseSearch(new URLSearchParams('datesTo=2026-03-30'))?.toString()).toBe('dates=1900-01-01---2026-03-30')
    expect(normalizedCourseSearch(new URLSearchParams('keywords=ink&dates=2026-01-12---2026-03-30'))).toBeNull()
  })
})
