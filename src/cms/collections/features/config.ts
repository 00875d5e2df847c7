import type { CollectionConfig, Field, TextField } from 'payload'

import { can, canField, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { contentBlocksField, contentBlocksGuard } from '@/cms/blocks'
import { slugPathField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { publishedAsStatus, publishedFromStatus } from '@/cms/hooks/published-mirror'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { RESERVED_FEATURE_SLUG_STARTS, isReservedFeatureSlug } from '@/domain/feature-paths'
import { HERO_TYPES } from '@/domain/pages'
import { parseVideoUrl } from '@/domain/video-url'

/** /features/department/…, /features/tag/… and /features/page/… are the list's own (docs/decisions/0040): no feature may start there. */
const featureSlugField = (): Field => {
  const field = slugPathField() as TextField & { hasMany?: false }
  const validate = field.validate
  return {
    ...field,
    validate: (value: string | null | undefined, options: Parameters<NonNullable<typeof validate>>[1]) =>
      typeof value === 'string' && isReservedFeatureSlug(value)
        ? `Addresses starting /features/${RESERVED_FEATURE_SLUG_STARTS.join('/…, /features/')}/… belong to the features list: choose another slug.`
        : validate
          ? validate(value, options)
          : true,
  }
}

const whenHero = (types: string[]) => (_: unknown, sibling: { type?: string } | undefined) => types.includes(sibling?.type ?? '')

/** spec §3: Feature (a story), with drafts; `published` mirrors the status for spec §7's filter (docs/decisions/0031). */
export const Features: CollectionConfig = {
  slug: 'features',
  admin: {
    useAsTitle: 'title',
    group: 'Stories',
    defaultColumns: ['title', 'articleDate', 'departments', '_status'],
    listSearchableFields: ['title', 'slug', 'byline'],
    preview: (doc) => (doc?.id ? `/preview/feature/${String(doc.id)}` : null),
  },
  access: {
    read: publishedStatusOrDraftReader,
    create: can('feature'),
    update: can('feature'),
    delete: can('feature'),
    readVersions: can('feature'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: '-articleDate',
  hooks: { ...revalidateHooks, beforeOperation: [publishedAsStatus], beforeChange: [publishedFromStatus, contentBlocksGuard('body')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Story',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 200 },
            { name: 'summary', type: 'textarea', maxLength: 400, admin: { description: 'One or two sentences for cards, feeds and search engines.' } },
            {
              type: 'row',
              fields: [
                {
                  name: 'articleDate',
                  type: 'date',
                  required: true,
                  index: true,
                  admin: { date: { pickerAppearance: 'dayOnly' }, description: 'The date the story carries; feeds sort by it.' },
                },
                { name: 'byline', type: 'text', maxLength: 120, admin: { description: 'e.g. By Ana Ruiz (BFA 2019)' } },
              ],
            },
            contentBlocksField({ name: 'body', label: 'Body' }),
          ],
        },
        {
          label: 'Hero',
          fields: [
            {
              name: 'hero',
              type: 'group',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'image',
                  options: HERO_TYPES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
                },
                { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Also the story’s image on cards and feeds.' } },
                {
                  name: 'videoUrl',
                  type: 'text',
                  admin: { condition: whenHero(['video']) },
                  validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) =>
                    siblingData.type !== 'video' || parseVideoUrl(value) ? true : 'Use the address of a YouTube or Vimeo video.',
                },
                { name: 'caption', type: 'text', maxLength: 200 },
              ],
            },
          ],
        },
      ],
    },
    featureSlugField(),
    { name: 'departments', type: 'relationship', relationTo: 'departments', hasMany: true, index: true, admin: { position: 'sidebar' } },
    { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true, index: true, admin: { position: 'sidebar' } },
    {
      name: 'featuredOn',
      type: 'group',
      // spec §6: featured-on is its own capability.
      access: { create: canField('featuredOn'), update: canField('featuredOn') },
      admin: { position: 'sidebar' },
      fields: [{ name: 'homepage', type: 'checkbox', defaultValue: false, index: true, admin: { description: 'Offered to the home page’s feature feed.' } }],
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'Follows the status: true once published.' },
    },
  ],
}
