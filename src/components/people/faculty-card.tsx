import Link from 'next/link'

import linked from '@/components/ui/linked-card.module.css'

import type { FacultyCardData } from './faculty-card-data'
import styles from './faculty-card.module.css'
import { PortraitThumb } from './portrait-thumb'

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
