import type { ReactNode } from 'react'

import { CardGrid } from '@/components/ui/card-grid'
import type { EventSummary } from '@/services/event-mappers'

import { EventCard } from './event-card'

type Props = {
  events: EventSummary[]
  timeZone: string
  /** Shown when there are no events: say what matched nothing and how to widen the search. */
  empty: ReactNode
  headingLevel?: 2 | 3 | 4
  /** The first row's images are the largest thing on first paint. */
  priority?: boolean
}

/** Event cards, four across from 1024 px. */
export function EventGrid({ events, timeZone, empty, headingLevel = 3, priority = false }: Props) {
  return (
    <CardGrid items={events} empty={empty} keyOf={(event) => event.id}>
      {(event, index) => <EventCard event={event} timeZone={timeZone} headingLevel={headingLevel} priority={priority && index < 2} />}
    </CardGrid>
  )
}
