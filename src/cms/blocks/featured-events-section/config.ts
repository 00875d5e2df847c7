import type { Block } from 'payload'

/** spec §2 (homepage sections: featuredEventsSection, with callout): places the "Featured events (home page)" global. */
export const FeaturedEventsSectionBlock: Block = {
  slug: 'featuredEventsSection',
  interfaceName: 'FeaturedEventsSectionBlock',
  labels: { singular: 'Featured events', plural: 'Featured events' },
  fields: [
    { name: 'heading', type: 'text', maxLength: 160, admin: { description: 'Leave empty for the heading of the featured-events global.' } },
    { name: 'showCallout', type: 'checkbox', defaultValue: true },
  ],
}
