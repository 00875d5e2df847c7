import type { CollectionConfig } from 'payload'

import { capabilityAccess } from '@/cms/access/checks'
import { validateWebLink } from '@/cms/fields/link'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { PLAYLIST_TYPES, VIDEO_DESTINATIONS } from '@/domain/videos'

/** spec §3: Video channel: title, slug, sortOrder, destination and playlist type; /videos/{channel}. */
export const VideoChannels: CollectionConfig = {
  slug: 'video-channels',
  labels: { singular: 'Video channel', plural: 'Video channels' },
  admin: { useAsTitle: 'title', group: 'Videos', defaultColumns: ['title', 'sortOrder', 'destination', 'playlistType'] },
  access: capabilityAccess('videoChannel'),
  defaultSort: 'sortOrder',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField(),
    {
      type: 'row',
      fields: [
        { name: 'sortOrder', type: 'number', required: true, defaultValue: 0, index: true, admin: { description: 'Lower numbers come first on /videos.' } },
        {
          name: 'destination',
          type: 'select',
          required: true,
          defaultValue: 'Youtube',
          options: VIDEO_DESTINATIONS.map(({ value, label }) => ({ value, label })),
        },
        {
          name: 'playlistType',
          type: 'select',
          required: true,
          defaultValue: 'channel',
          options: PLAYLIST_TYPES.map(({ value, label }) => ({ value, label })),
          admin: { description: PLAYLIST_TYPES.map((type) => `${type.label}: ${type.description}`).join(' ') },
        },
      ],
    },
    { name: 'description', type: 'textarea', maxLength: 600 },
    { name: 'externalUrl', label: 'Channel on YouTube or Vimeo', type: 'text', validate: validateWebLink },
  ],
}
