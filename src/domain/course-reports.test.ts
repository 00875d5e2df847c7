import { describe, expect, it } from 'vitest'

import { COURSE_REPORT_SCREENS, courseReportHref } from './course-reports'

describe('the course report screens', () => {
  // spec §2: "Admin continuing-education report screens: file debugger, missing categories, missing hero/thumbnail images, sections with no courses, run course importer."
  it('are the five screens of spec §2, by the spec’s names', () => {
    expect(COURSE_REPORT_SCREENS.map((screen) => screen.title).sort()).toEqual(
      ['File debugger', 'Missing categories', 'Missing hero/thumbnail images', 'Run course importer', 'Sections with no courses'].sort(),
    )
  })

  it('live in the back office, each at its own address', () => {
    expect(COURSE_REPORT_SCREENS.map((screen) => courseReportHref(screen.key))).toEqual([
      '/admin/course-reports/run-course-importer',
      '/admin/course-reports/file-debugger',
      '/admin/course-reports/missing-categories',
      '/admin/course-reports/missing-images',
      '/admin/course-reports/sections-with-no-courses',
    ])
  })
})
