import Link from 'next/link'

import { CourseList } from '@/components/courses/course-list'
import flow from '@/components/ui/block-flow.module.css'
import { AddToCart } from '@/components/ui/lazy-clients'
import { COURSE_SEARCH_PATH } from '@/domain/courses'
import { todayIn } from '@/domain/zoned-time'
import type { CourseSectionsBlock } from '@/payload-types'
import { listProgrammeSections } from '@/services/courses'
import { getSiteIdentity } from '@/services/site-config'

import styles from './component.module.css'

/** A programme's sections still to come, by semester (pre-college: each year's latest term) or newest first (summer residency). */
export async function CourseSectionsBlockView({ block }: { block: CourseSectionsBlock }) {
  const { timeZone } = await getSiteIdentity()
  const { groups } = await listProgrammeSections(block.programme, todayIn(timeZone))
  const headingId = `course-sections-${block.id ?? block.programme}`
  return (
    <section className={flow.wide} data-block="courseSections" aria-labelledby={headingId}>
      <h2 id={headingId} className={flow.blockHeading}>
        {block.heading || 'Sections'}
      </h2>
      {block.intro && <p className={styles.intro}>{block.intro}</p>}
      {groups.length === 0 ? (
        <p>No sections are open yet. New ones are announced here first; check back soon.</p>
      ) : (
        groups.map((group) => (
          <div key={group.id} className={styles.group}>
            {group.title && <h3 className={styles.semester}>{group.title}</h3>}
            <CourseList courses={group.sections} headingLevel={group.title ? 4 : 3} AddToCart={AddToCart} />
          </div>
        ))
      )}
      {block.programme === 'continuing-education' && (
        <p>
          <Link href={COURSE_SEARCH_PATH}>Search every continuing-education course</Link>
        </p>
      )}
    </section>
  )
}
