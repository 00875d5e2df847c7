import { describe, expect, it } from 'vitest'

import { COURSE_SECTION_FLAGS, PAGE_ENTITY_TYPES } from './page-entity'

describe('page entity summary', () => {
  // spec §3: type (exhibitor, page, event, feature, press release, faculty profile, navigation group, course sections)
  it('names the kinds of content of spec §3', () => {
    expect(PAGE_ENTITY_TYPES).toEqual(['exhibitor', 'page', 'event', 'feature', 'press release', 'faculty profile', 'navigation group', 'course sections'])
    expect(COURSE_SECTION_FLAGS).toEqual(['isCE', 'isPreCollege', 'isDestinations', 'isSummerResidencyPrograms', 'isInternSummerHousing'])
  })
})
