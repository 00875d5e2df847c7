import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { can, publishedOrDraftReader } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { parseVideoUrl } from '@/domain/video-url'
import { lookUpThumbnail } from '@/services/video-thumbnails'

/** Provider and id come from the URL (spec §5); a thumbnail is looked up once per URL when none is uploaded (spec §7), and stored. */
const deriveFromUrl: CollectionBeforeChangeHook = async ({ data, originalDoc }) => {
  const video = parseVideoUrl(data.url)
  const next: Record<string, unknown> = { ...data, provider: video?.provider ?? null, videoId: video?.id ?? null }
  const urlChanged = originalDoc?.url !== undefined && originalDoc.url !== data.url
  if (urlChanged && data.thumbnailUrl === originalDoc?.thumbnailUrl) next.thumbnailUrl = null
  if (video && !next.thumbnail && !next.thumbnailUrl) next.thumbnailUrl = await lookUpThumbnail(video)
  return next
}

/** spec §3: Video: a YouTube or Vimeo URL, publishedAtOnYoutube, channels, a thumbnail, published. */
export const Videos: CollectionConfig = {
  slug: 'videos',
  admin: {
    useAsTitle: 'title',
    group: 'Videos',
    defaultColumns: ['title', 'publishedAtOnYoutube', 'channels', 'published'],
    listSearchableFields: ['title', 'slug', 'url'],
  },
  access: { read: publishedOrDraftReader('published'), create: can('video'), update: can('video'), delete: can('video') },
  defaultSort: '-publishedAtOnYoutube',
  hooks: { ...revalidateHooks, beforeChange: [deriveFromUrl] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    slugField(),
    {
      name: 'url',
      label: 'YouTube or Vimeo address',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) =>
        parseVideoUrl(value) ? true : 'Use the address of a YouTube or Vimeo video, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/…',
    },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          options: [
            { value: 'youtube', label: 'YouTube' },
            { value: 'vimeo', label: 'Vimeo' },
          ],
          admin: { readOnly: true, description: 'From the address.' },
        },
        { name: 'videoId', type: 'text', index: true, admin: { readOnly: true, description: 'From the address.' } },
      ],
    },
    {
      name: 'publishedAtOnYoutube',
      label: 'Published on YouTube or Vimeo',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'durationSeconds',
      label: 'Length in seconds',
      type: 'number',
      min: 1,
      max: 86_400,
      admin: { step: 1, description: 'As YouTube or Vimeo shows it (4:05 is 245): search engines show it beside the video.' },
    },
    { name: 'channels', type: 'relationship', relationTo: 'video-channels', hasMany: true, index: true },
    { name: 'description', type: 'textarea', maxLength: 2000 },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', admin: { description: 'Leave empty to use the one YouTube or Vimeo shows.' } },
    {
      name: 'thumbnailUrl',
      label: 'Thumbnail from YouTube or Vimeo',
      type: 'text',
      admin: { readOnly: true, description: 'Looked up once when the video has no thumbnail of its own.' },
    },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
