import { FeaturedEventsSection } from '@/components/events/featured-events-section'
import flow from '@/components/ui/block-flow.module.css'
import type { HomepageSectionOf } from '@/services/homepage-types'

/**
 * spec §2 (homepage sections: featuredEventsSection, with callout): the events chosen in the
 * featured-events global, drawn by the events area's own section; nothing when none is published.
 */
export function FeaturedEventsSectionBlockView({ block, timeZone }: { block: HomepageSectionOf<'featuredEventsSection'>; timeZone: string }) {
  if (block.section.featuredEvents.length === 0) return null
  return (
    <div className={flow.full} data-block="featuredEventsSection">
      <FeaturedEventsSection section={block.section} timeZone={timeZone} />
    </div>
  )
}
