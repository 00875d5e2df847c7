import type { ReactNode } from 'react'

import styles from './page-intro.module.css'

type Props = {
  kicker?: ReactNode
  title: string
  lead?: ReactNode
  /** Extra lines below the lead: counts, links. */
  children?: ReactNode
  /** A heading id for regions that name themselves by it. */
  id?: string
}

/** The top of a list or index page (people, places, press, stories, videos): a short kicker, a large title, a lead paragraph. */
export function PageIntro({ kicker, title, lead, children, id }: Props) {
  return (
    <header className={styles.intro}>
      <div className="container">
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 id={id} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  )
}
