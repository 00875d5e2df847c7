import type { ReactNode } from 'react'

import type { FeatureSummary } from '@/services/features'

import { FeatureCard } from './feature-card'
import styles from '@/components/ui/card-grid.module.css'

type Props = {
  features: FeatureSummary[]
  timeZone: string
  /** Shown when there are no stories: say what matched nothing. */
  empty: ReactNode
  headingLevel?: 2 | 3 | 4
  priority?: boolean
}

/** Story cards: one column on a phone, two from 480 px, three from 1024 px. */
export function FeatureGrid({ features, timeZone, empty, headingLevel = 3, priority = false }: Props) {
  if (features.length === 0) return <div className={styles.empty}>{empty}</div>
  return (
    <ul className={`${styles.grid} ${styles.three}`}>
      {features.map((feature, index) => (
        <li key={feature.id}>
          <FeatureCard feature={feature} timeZone={timeZone} headingLevel={headingLevel} priority={priority && index < 2} />
        </li>
      ))}
    </ul>
  )
}
