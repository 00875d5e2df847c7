import flow from '@/components/ui/block-flow.module.css'

import styles from './template-parts.module.css'

/** Key facts of an About or Summer Housing Detail page: big values, small labels. */
export function FactsBand({ facts, heading }: { facts: { label: string; value: string }[]; heading: string }) {
  if (facts.length === 0) return null
  return (
    <section className={`${flow.wide} ${styles.facts}`} aria-labelledby="page-facts" data-part="facts">
      <h2 id="page-facts" className={styles.partHeading}>
        {heading}
      </h2>
      <dl className={styles.factList}>
        {facts.map((fact) => (
          <div key={`${fact.label}-${fact.value}`} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
