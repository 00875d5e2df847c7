import { FeaturedEventsSection } from '@/components/events/featured-events-section'
import flow from '@/components/ui/block-flow.module.css'
import type { HomepageSectionOf } from '@/services/homepage-types'

/** spec §2 (homepage sections: featuredEventsSection, with callout): the featured-events global's events; nothing when none is published. */
export function FeaturedEventsSectionBlockView({ block, timeZone }: { block: HomepageSectionOf<'featuredEventsSection'>; timeZone: string }) {
  if (block.section.featuredEvents.length === 0) return null
  return (
    <div className={flow.full} data-block="featuredEventsSection">
      <FeaturedEventsSection section={block.section} timeZone={timeZone} />
    </div>
  )
}
