import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import type { ServerProps } from 'payload'

import { COURSE_REPORTS_LABEL, COURSE_REPORT_SCREENS, courseReportHref } from '@/domain/course-reports'
import { mayUseCourseReports } from '@/services/course-reports'

/** The report screens in the back office's navigation, for staff holding `courses` (spec §2). */
export function CourseReportsNav({ user }: ServerProps) {
  if (!mayUseCourseReports(user)) return null
  return (
    <NavGroup label={COURSE_REPORTS_LABEL}>
      {COURSE_REPORT_SCREENS.map((screen) => (
        <Link key={screen.key} className="nav__link" href={courseReportHref(screen.key)} id={`nav-${screen.key}`} prefetch={false}>
          <span className="nav__link-label">{screen.title}</span>
        </Link>
      ))}
    </NavGroup>
  )
}
