import Link from 'next/link'

import { focalPosition } from '@/domain/images'
import type { FacultySummary } from '@/services/faculty'
import linked from '@/components/ui/linked-card.module.css'

import styles from './faculty-card.module.css'
import { PortraitThumb } from './portrait-thumb'

/**
 * What a card shows of a profile, and nothing else: the A–Z index sends a few hundred of these to the browser (docs/decisions/0140).
 * A field a card leaves empty is left out, not sent as null (docs/decisions/0181).
 */
export type FacultyCardData = {
  name: string
  /** The profile's address, which also keys the card. */
  path: string
  title?: string
  /** The department line. */
  departments?: string
  /** The portrait's address. */
  image?: string
  /** The portrait's focal point as a position, only where it is not the centre. */
  position?: string
}

const CENTRE = focalPosition(null)

/** A card's data from a profile; `hideDepartments` on a page that is about one department. */
export function facultyCardData(profile: FacultySummary, hideDepartments = false): FacultyCardData {
  const departments = profile.departments.map((department) => department.shortTitle ?? department.title).join(', ')
  const position = profile.image && focalPosition(profile.image.focal)
  return {
    name: profile.name,
    path: profile.path,
    ...(profile.title ? { title: profile.title } : {}),
    ...(!hideDepartments && departments ? { departments } : {}),
    ...(profile.image ? { image: profile.image.url } : {}),
    ...(position && position !== CENTRE ? { position } : {}),
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
      <PortraitThumb name={card.name} src={card.image} position={card.position} />
      <div className={styles.body}>
        <Heading className={`${styles.name} ${linked.link}`}>
          <Link href={card.path}>{card.name}</Link>
        </Heading>
        {card.title && <p>{card.title}</p>}
        {card.departments && <p className={styles.departments}>{card.departments}</p>}
      </div>
    </article>
  )
}
