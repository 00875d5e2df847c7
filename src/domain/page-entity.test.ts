import { describe, expect, it } from 'vitest'

import { COURSE_SECTION_FLAGS, PAGE_ENTITY_TYPES, editLabel } from './page-entity'

describe('page entity summary', () => {
  // spec §3: type (exhibitor, page, event, feature, press release, faculty profile, navigation group, course sections)
  it('names the kinds of content of spec §3', () => {
    expect(PAGE_ENTITY_TYPES).toEqual(['exhibitor', 'page', 'event', 'feature', 'press release', 'faculty profile', 'navigation group', 'course sections'])
    expect(COURSE_SECTION_FLAGS).toEqual(['isCE', 'isPreCollege', 'isDestinations', 'isSummerResidencyPrograms', 'isInternSummerHousing'])
  })

  // spec §6: Edit button labels
  it.each([
    ['exhibitor', 'Edit exhibitor'],
    ['feature', 'Edit feature'],
    ['press release', 'Edit press release'],
    ['faculty profile', 'Edit faculty profile'],
    ['event', 'Edit event'],
    ['navigation group', 'Edit Navigation Group'],
    ['page', 'Edit page'],
    ['course sections', 'Edit page'],
  ] as const)('labels the Edit button of a %s “%s”', (type, label) => {
    expect(editLabel(type)).toBe(label)
  })
})
