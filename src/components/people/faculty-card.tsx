import Link from 'next/link'

import type { FacultySummary } from '@/services/faculty'
import linked from '@/components/ui/linked-card.module.css'

import styles from './faculty-card.module.css'
import { PortraitThumb } from './portrait-thumb'

type Props = {
  profile: FacultySummary
  /** The heading level the name takes in its page's outline. */
  headingLevel?: 3 | 4
  /** Leave out the department line, on a page that is about one department. */
  hideDepartments?: boolean
}

/** A portrait first, then the name, the main title and the departments; the name's link covers the card. */
export function FacultyCard({ profile, headingLevel = 3, hideDepartments = false }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={`${styles.card} ${linked.area}`}>
      <PortraitThumb name={profile.name} image={profile.image} sizes="(max-width: 767px) 50vw, (max-width: 1439px) 20vw, (max-width: 2559px) 14vw, 10vw" />
      <div className={styles.body}>
        <Heading className={`${styles.name} ${linked.link}`}>
          <Link href={profile.path}>{profile.name}</Link>
        </Heading>
        {profile.title && <p className={styles.title}>{profile.title}</p>}
        {!hideDepartments && profile.departments.length > 0 && (
          <p className={styles.departments}>{profile.departments.map((department) => department.shortTitle ?? department.title).join(', ')}</p>
        )}
      </div>
    </article>
  )
}
