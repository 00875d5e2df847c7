import type { ReactNode } from 'react'

import { CardGrid } from '@/components/ui/card-grid'
import type { FeatureSummary } from '@/services/features'

import { FeatureCard } from './feature-card'

type Props = {
  features: FeatureSummary[]
  timeZone: string
  /** Shown when there are no stories: say what matched nothing. */
  empty: ReactNode
  headingLevel?: 2 | 3 | 4
  priority?: boolean
}

/** Story cards, three across from 1024 px. */
export function FeatureGrid({ features, timeZone, empty, headingLevel = 3, priority = false }: Props) {
  return (
    <CardGrid items={features} empty={empty} columns={3} keyOf={(feature) => feature.id}>
      {(feature, index) => <FeatureCard feature={feature} timeZone={timeZone} headingLevel={headingLevel} priority={priority && index < 2} />}
    </CardGrid>
  )
}
