import Link from 'next/link'

import { MediaImage } from '@/components/ui/media-image'
import type { ExhibitorSummary } from '@/services/event-mappers'
import linked from '@/components/ui/linked-card.module.css'

import styles from './exhibitor-card.module.css'

/** An exhibitor of an exhibition: their portrait or first work, name and program. */
export function ExhibitorCard({ exhibitor, href }: { exhibitor: ExhibitorSummary; href: string }) {
  return (
    <article className={`${styles.card} ${linked.area}`}>
      {exhibitor.image ? (
        <MediaImage image={exhibitor.image} ratio="4:5" alt="" sizes="(max-width: 767px) 50vw, (max-width: 1439px) 25vw, 260px" />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <h3 className={`${styles.name} ${linked.link}`}>
        <Link href={href}>{exhibitor.name}</Link>
      </h3>
      {exhibitor.program && <p className={styles.program}>{exhibitor.program}</p>}
    </article>
  )
}
