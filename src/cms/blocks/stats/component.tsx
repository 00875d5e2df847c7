import flow from '@/components/ui/block-flow.module.css'
import type { StatsBlock } from '@/payload-types'

import styles from './component.module.css'

/** Big figures with what they count, in a row that wraps (a definition list: value, then label). */
export function StatsBlockView({ block }: { block: StatsBlock }) {
  const headingId = block.heading ? `stats-${block.id}` : undefined
  return (
    <section className={flow.wide} data-block="stats" aria-labelledby={headingId}>
      {block.heading && (
        <h2 id={headingId} className={flow.blockHeading}>
          {block.heading}
        </h2>
      )}
      <dl className={styles.stats}>
        {block.stats.map((stat) => (
          <div key={stat.id} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
            {stat.source && <dd className={styles.source}>{stat.source}</dd>}
          </div>
        ))}
      </dl>
    </section>
  )
}
