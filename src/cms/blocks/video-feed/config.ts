import type { Block } from 'payload'

import { validateWebLink } from '@/cms/fields/link'
import { VIDEO_FEED_TYPES } from '@/domain/homepage'
import { parseTikTokUrl } from '@/domain/video-url'

/** spec §2 (videoFeed TikTok): only a TikTok post's own address; anything else would link a visitor somewhere unknown. */
const validateTikTokPostUrl = (value: string | null | undefined) =>
  parseTikTokUrl(value)
    ? true
    : 'Use the address of a TikTok post, such as https://www.tiktok.com/@account/video/7301234567890123456 (open the post and copy the address bar; short vm.tiktok.com links cannot be read).'

const when = (type: string) => (_: unknown, sibling: { type?: string } | undefined) => sibling?.type === type

/** spec §2 (homepage sections: videoFeed, OnlyVideos or TikTok): the newest videos of a channel, or TikTok posts. */
export const VideoFeedBlock: Block = {
  slug: 'videoFeed',
  interfaceName: 'VideoFeedBlock',
  labels: { singular: 'Video feed', plural: 'Video feeds' },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 160, defaultValue: 'Watch' },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'OnlyVideos',
      options: VIDEO_FEED_TYPES.map((value) => ({ value, label: value === 'OnlyVideos' ? 'Only videos' : 'TikTok' })),
    },
    {
      name: 'channel',
      type: 'relationship',
      relationTo: 'video-channels',
      admin: { condition: when('OnlyVideos'), description: 'Leave empty for the newest videos of every channel.' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 4, min: 1, max: 12, admin: { condition: when('OnlyVideos') } },
    {
      name: 'tiktokPosts',
      type: 'array',
      maxRows: 12,
      admin: { condition: when('TikTok') },
      fields: [
        {
          name: 'url',
          type: 'text',
          required: true,
          validate: validateTikTokPostUrl,
          admin: { description: 'https://www.tiktok.com/@account/video/1234567890' },
        },
        { name: 'caption', type: 'text', maxLength: 200 },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Shown until the post is opened.' } },
      ],
    },
    { name: 'profileUrl', type: 'text', validate: validateWebLink, admin: { description: 'The account or channel the “more” link opens.' } },
  ],
}
