import type { GlobalConfig } from 'payload'

import { can, publishedGlobalOrDraftReader } from '@/cms/access/checks'
import { linkValidator } from '@/cms/fields/link'
import { GLOBAL_DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateGlobal } from '@/cms/hooks/revalidate'

/** How many events the home page features at most. */
const MAX_FEATURED_EVENTS = 8

/** spec §2, §3, §7: the home page's featured events, with titles overridden and a callout; drafts for homepage/featured-events/preview. */
export const FeaturedEvents: GlobalConfig = {
  slug: 'featured-events',
  label: 'Featured events (home page)',
  admin: { group: 'Events' },
  access: { read: publishedGlobalOrDraftReader, update: can('homepageSectionEdit'), readVersions: can('homepageSectionEdit') },
  versions: GLOBAL_DRAFTS_AND_VERSIONS,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'heading', type: 'text', required: true, defaultValue: 'Upcoming events' },
    {
      name: 'callout',
      type: 'group',
      fields: [
        { name: 'text', type: 'text' },
        { name: 'linkLabel', type: 'text' },
        { name: 'linkUrl', type: 'text', validate: linkValidator('link') },
      ],
    },
    {
      name: 'featuredEvents',
      type: 'array',
      maxRows: MAX_FEATURED_EVENTS,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'event', type: 'relationship', relationTo: 'events', required: true },
            { name: 'overriddenTitle', type: 'text' },
          ],
        },
      ],
    },
  ],
}
