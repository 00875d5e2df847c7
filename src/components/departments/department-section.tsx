import Link from 'next/link'
import type { ReactNode } from 'react'

import styles from './department-view.module.css'

type Props = { id: string; heading: string; more?: { href: string; label: string } | null; children: ReactNode }

/** One section of a department's page (its faculty, its events…): a heading, a link to all of them, the list. */
export function DepartmentSection({ id, heading, more, children }: Props) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{heading}</h2>
        {more && (
          <Link className={styles.more} href={more.href}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}
