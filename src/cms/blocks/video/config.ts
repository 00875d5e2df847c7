import type { Block } from 'payload'

import { parseVideoUrl } from '@/domain/video-url'

const VIDEO_URL_MESSAGE = 'Use the address of a YouTube or Vimeo video, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…'

/** spec §5: a YouTube or Vimeo video, loaded only when the visitor presses play. */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'url', type: 'text', required: true, validate: (value: string | null | undefined) => (parseVideoUrl(value) ? true : VIDEO_URL_MESSAGE) },
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'Names the video for people using a screen reader and on the play button.' },
    },
    { name: 'poster', type: 'upload', relationTo: 'media', admin: { description: 'Shown until the visitor presses play.' } },
    { name: 'caption', type: 'text', maxLength: 300 },
  ],
}
