import Link from 'next/link'

import { ExhibitionsGrid } from '@/components/events/exhibitions-grid'
import flow from '@/components/ui/block-flow.module.css'
import type { Exhibitions } from '@/services/event-mappers'

import styles from './exhibitions-grid-slot.module.css'

/** spec §2 (exhibitions grid, display top / middle / bottom): the grid under the page's heading, for every placement. */
export function ExhibitionsGridSlot({ heading, id, exhibitions, timeZone }: { heading: string; id: string; exhibitions: Exhibitions; timeZone: string }) {
  return (
    <section className={flow.wide} data-block="exhibitionsGrid" aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={flow.blockHeading}>
          {heading}
        </h2>
        <Link href="/events?type=Exhibition" className={styles.all}>
          All exhibitions
        </Link>
      </div>
      <ExhibitionsGrid exhibitions={exhibitions} timeZone={timeZone} headingLevel={3} id={`${id}-grid`} />
    </section>
  )
}
