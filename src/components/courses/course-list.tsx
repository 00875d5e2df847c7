import Link from 'next/link'
import type { ComponentType } from 'react'

import { type CartItem, cartItemOf } from '@/domain/cart'
import { describedMeetings, formatPrice } from '@/domain/courses'
import { canRegister } from '@/domain/section-state'
import type { CourseSummary } from '@/services/course-mappers'

import styles from './course-list.module.css'

type Props = {
  courses: CourseSummary[]
  /** The level of each course's title in the page's outline. */
  headingLevel?: 2 | 3 | 4
  /**
   * The "Add to cart" button offered beside each open section, as the caller loads it: the lazily loaded one where a page may
   * show none (src/components/ui/lazy-clients.tsx), the module itself on the course search (docs/decisions/0182); none without.
   */
  AddToCart?: ComponentType<{ item: CartItem }>
}

/** Course sections as comparable rows, each leading to its page. */
export function CourseList({ courses, headingLevel = 3, AddToCart }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <ol className={styles.list}>
      {courses.map((course) => {
        const meetings = describedMeetings(course.meetingSchedules)
        return (
          <li key={course.id} className={styles.row} data-course={course.registrationId}>
            <div className={styles.main}>
              <Heading className={styles.title}>
                <Link href={course.path}>{course.title}</Link>
              </Heading>
              <p className={styles.meta}>
                <span>{course.courseNumber}</span>
                {course.semester && <span>{course.semester.title}</span>}
                {course.datesInterval && <span>{course.datesInterval}</span>}
              </p>
              {meetings.length > 0 && (
                <p className={styles.meta}>
                  {meetings.map((meeting, index) => (
                    <span key={index}>{meeting.label}</span>
                  ))}
                </p>
              )}
              {course.instructors.length > 0 && <p className={styles.people}>With {course.instructors.map((instructor) => instructor.name).join(', ')}</p>}
            </div>
            <div className={styles.side}>
              <p className={styles.price}>
                {formatPrice(course.cost)}
                {course.fee > 0 && <span className={styles.fee}> + {formatPrice(course.fee)} fee</span>}
              </p>
              <p className={styles.status} data-status={course.status}>
                {course.statusLabel}
              </p>
              {AddToCart && canRegister(course.status) && <AddToCart item={cartItemOf(course)} />}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
