import Link from 'next/link'

import type { Image } from '@/domain/media'
import type { FacultySummary } from '@/services/faculty'
import linked from '@/components/ui/linked-card.module.css'

import styles from './faculty-card.module.css'
import { PortraitThumb } from './portrait-thumb'

/** What a card shows of a profile, and nothing else: the A–Z index sends a few hundred of these to the browser (docs/decisions/0140). */
export type FacultyCardData = {
  id: number
  name: string
  path: string
  title: string | null
  /** The department line, or null to leave it out. */
  departments: string | null
  image: Pick<Image, 'url' | 'focal'> | null
}

/** A card's data from a profile; `hideDepartments` on a page that is about one department. */
export function facultyCardData(profile: FacultySummary, hideDepartments = false): FacultyCardData {
  const departments = profile.departments.map((department) => department.shortTitle ?? department.title).join(', ')
  return {
    id: profile.id,
    name: profile.name,
    path: profile.path,
    title: profile.title,
    departments: hideDepartments || !departments ? null : departments,
    image: profile.image && { url: profile.image.url, focal: profile.image.focal },
  }
}

type Props = {
  card: FacultyCardData
  /** The heading level the name takes in its page's outline. */
  headingLevel?: 3 | 4
}

/** A portrait first, then the name, the main title and the departments; the name's link covers the card. */
export function FacultyCard({ card, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <article className={`${styles.card} ${linked.area}`}>
      <PortraitThumb name={card.name} image={card.image} sizes="(max-width: 767px) 50vw, (max-width: 1439px) 20vw, (max-width: 2559px) 14vw, 10vw" />
      <div className={styles.body}>
        <Heading className={`${styles.name} ${linked.link}`}>
          <Link href={card.path}>{card.name}</Link>
        </Heading>
        {card.title && <p className={styles.title}>{card.title}</p>}
        {card.departments && <p className={styles.departments}>{card.departments}</p>}
      </div>
    </article>
  )
}
