import Link from 'next/link'

import { CardGrid } from '@/components/ui/card-grid'
import { safeHref } from '@/domain/safe-url'
import type { FeaturedEventsSection as Section } from '@/services/event-mappers'

import { EventCard } from './event-card'
import styles from './featured-events-section.module.css'

type Props = {
  section: Section
  timeZone: string
  /** The level of the section's heading in the page's outline. */
  headingLevel?: 2 | 3
}

/** The home page's featured events (spec §2 featuredEventsSection, §3, §7) in staff's order; nothing when none is published. */
export function FeaturedEventsSection({ section: data, timeZone, headingLevel = 2 }: Props) {
  if (data.featuredEvents.length === 0) return null
  const Heading = `h${headingLevel}` as const
  const calloutHref = data.callout?.link ? safeHref(data.callout.link.url) : null
  return (
    <section className={`container ${styles.section}`} aria-labelledby="featured-events">
      <div className={styles.head}>
        <Heading id="featured-events" className={styles.heading}>
          {data.heading}
        </Heading>
        {data.callout && (
          <div className={styles.callout}>
            <p>{data.callout.text}</p>
            {data.callout.link && calloutHref && (
              <Link className={styles.calloutLink} href={calloutHref}>
                {data.callout.link.label}
              </Link>
            )}
          </div>
        )}
      </div>
      <CardGrid items={data.featuredEvents} empty={null} keyOf={({ event }) => event.id}>
        {({ event, overriddenTitle }) => <EventCard event={event} title={overriddenTitle} timeZone={timeZone} headingLevel={headingLevel === 2 ? 3 : 4} />}
      </CardGrid>
    </section>
  )
}
