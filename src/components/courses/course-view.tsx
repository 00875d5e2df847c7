import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { JsonLd } from '@/components/ui/json-ld'
import { AddToCart } from '@/components/ui/lazy-clients'
import { MediaImage } from '@/components/ui/media-image'
import { TagList } from '@/components/ui/tag-list'
import { cartItemOf } from '@/domain/cart'
import { courseStructuredData, isOnlineSection } from '@/domain/course-structured-data'
import { COURSE_SEARCH_PATH, courseSearchHref, describedMeetings, formatPrice, programmeByKey } from '@/domain/courses'
import { canRegister, notRegisteringMessage } from '@/domain/section-state'
import { publicOrigin } from '@/env'
import type { CoursePageView } from '@/services/course-pages'

import { CourseList } from './course-list'
import styles from './course-view.module.css'

/** A course section's page (spec §3: Course) with the cart control and the course's other sections; `preview` leaves out structured data. */
export function CourseView({ view, preview = false }: { view: CoursePageView; preview?: boolean }) {
  const { course, identity } = view
  const programme = programmeByKey(course.programme)
  const origin = publicOrigin()
  const meetings = describedMeetings(course.meetingSchedules)
  return (
    <article className={styles.course}>
      {!preview && (
        <JsonLd
          data={courseStructuredData(
            {
              title: course.title,
              courseNumber: course.courseNumber,
              description: course.summary,
              path: course.path,
              imageUrl: (course.hero ?? course.thumbnail)?.url ?? null,
              startDate: course.startDate,
              endDate: course.endDate,
              online: isOnlineSection(course.type, course.secCourseTypes),
              place: course.building,
              instructors: course.instructors.map((instructor) => instructor.name),
              cost: course.cost,
              fee: course.fee,
              state: course.status,
              provider: { name: identity.collegeName, url: origin },
            },
            origin,
          )}
        />
      )}
      <div className="container">
        <Breadcrumbs
          trail={[
            ...(programme ? [{ label: programme.title, href: programme.path }] : []),
            ...(course.programme === 'continuing-education' ? [{ label: 'Courses', href: COURSE_SEARCH_PATH }] : []),
            { label: course.title, href: course.path },
          ]}
        />
        <header className={styles.header}>
          <p className={styles.kicker}>
            <span>{course.typeLabel}</span>
            <span className={styles.number}>{course.courseNumber}</span>
            <span className={styles.status} data-status={course.status}>
              {course.statusLabel}
            </span>
          </p>
          <h1 className={styles.title}>{course.title}</h1>
          {course.semester && <p className={styles.semester}>{course.semester.title}</p>}
        </header>
      </div>

      {course.hero && (
        <div className={styles.hero}>
          <MediaImage image={course.hero} ratio="2:1" priority sizes="100vw" />
        </div>
      )}

      <div className={`container ${styles.layout}`}>
        <aside className={styles.facts} aria-label="Section details">
          <dl className={styles.list}>
            {course.datesInterval && (
              <div>
                <dt>Dates</dt>
                <dd>{course.datesInterval}</dd>
              </div>
            )}
            {meetings.length > 0 && (
              <div>
                <dt>Meets</dt>
                <dd>
                  {meetings.map((meeting, index) => (
                    <span key={index} className={styles.line}>
                      {meeting.label}
                      {meeting.room && <span className={styles.muted}> · Room {meeting.room}</span>}
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {course.building && (
              <div>
                <dt>Where</dt>
                <dd>{course.building.title}</dd>
              </div>
            )}
            {course.instructors.length > 0 && (
              <div>
                <dt>{course.instructors.length === 1 ? 'Instructor' : 'Instructors'}</dt>
                <dd>
                  {course.instructors.map((instructor) => (
                    <span key={instructor.name} className={styles.line}>
                      {instructor.path ? <Link href={instructor.path}>{instructor.name}</Link> : instructor.name}
                    </span>
                  ))}
                </dd>
              </div>
            )}
            <div>
              <dt>Tuition</dt>
              <dd>
                {formatPrice(course.cost)}
                {course.fee > 0 && <span className={styles.muted}> plus {formatPrice(course.fee)} fee</span>}
              </dd>
            </div>
          </dl>
          {canRegister(course.status) ? <AddToCart item={cartItemOf(course)} /> : <p className={styles.closed}>{notRegisteringMessage(course.status)}</p>}
          {course.categories.length > 0 && (
            <TagList
              label="Categories"
              tags={course.categories.map((category) => ({ label: category.title, href: courseSearchHref({ categoryId: category.id }) }))}
            />
          )}
        </aside>
        <div className={styles.body}>
          {course.description ? (
            course.description.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
          ) : (
            <p className={styles.muted}>The description of this course is on its way.</p>
          )}
        </div>
      </div>

      {view.otherSections.length > 0 && (
        <section className={`container ${styles.others}`} aria-labelledby="other-sections">
          <h2 id="other-sections">Other sections of this course</h2>
          <CourseList courses={view.otherSections} headingLevel={3} AddToCart={AddToCart} />
        </section>
      )}
    </article>
  )
}
