import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { ADMIN_PATH, COURSE_REPORTS_LABEL, COURSE_REPORT_SCREENS, type CourseReportScreen, courseReportHref } from '@/domain/course-reports'
import { mayUseCourseReports } from '@/services/course-reports'

import styles from './course-reports.module.css'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { screen: CourseReportScreen; children: ReactNode }

/** The back office's frame around a course report screen. Payload leaves custom views open, so this checks for staff with `courses`. */
export function ReportFrame({ initPageResult, params, searchParams, screen, children }: Props) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  if (!req.user) redirect(`${ADMIN_PATH}/login?redirect=${encodeURIComponent(courseReportHref(screen))}`)
  const current = COURSE_REPORT_SCREENS.find((entry) => entry.key === screen)!
  const allowed = mayUseCourseReports(req.user)
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      viewType={`course-reports-${screen}`}
      // A copy: React 19 refuses to pass the frozen original on.
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      <Gutter>
        <header className={styles.header}>
          <p>{COURSE_REPORTS_LABEL}</p>
          <h1>{current.title}</h1>
          <p>{current.description}</p>
        </header>
        {allowed ? (
          <>
            <nav aria-label={COURSE_REPORTS_LABEL}>
              <ul className={styles.tabs}>
                {COURSE_REPORT_SCREENS.map((entry) => (
                  <li key={entry.key}>
                    <Link href={courseReportHref(entry.key)} aria-current={entry.key === screen ? 'page' : undefined} prefetch={false}>
                      {entry.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {children}
          </>
        ) : (
          <p className={`${styles.notice} ${styles.error}`} role="alert">
            These screens are for staff who hold the Courses capability. Ask an administrator to add it to one of your roles.
          </p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
