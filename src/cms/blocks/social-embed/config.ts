import type { Block } from 'payload'

import { parseInstagramPostUrl, parseVideoUrl } from '@/domain/video-url'

const SOCIAL_EMBED_MESSAGE = 'Use the address of an Instagram post or reel, or of a YouTube or Vimeo video.'

/** spec §5: a social post (Instagram; YouTube and Vimeo videos), a link until the visitor asks (docs/decisions/0024). */
export const SocialEmbedBlock: Block = {
  slug: 'socialEmbed',
  interfaceName: 'SocialEmbedBlock',
  labels: { singular: 'Social embed', plural: 'Social embeds' },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => (parseInstagramPostUrl(value) || parseVideoUrl(value) ? true : SOCIAL_EMBED_MESSAGE),
    },
    { name: 'title', type: 'text', required: true, maxLength: 160, admin: { description: 'What the post shows, for people who cannot see it.' } },
    { name: 'caption', type: 'text', maxLength: 300 },
  ],
}
