import type { Block } from 'payload'

import { parseInstagramPostUrl, parseVideoUrl } from '@/domain/video-url'

const SOCIAL_EMBED_MESSAGE = 'Use the address of an Instagram post or reel, or of a YouTube or Vimeo video.'

/**
 * spec §5: a post from a social network shown in the page (Instagram posts; YouTube and Vimeo
 * videos). It loads from the network only when the visitor asks; until then it is a link.
 */
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
