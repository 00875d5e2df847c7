import type { Block, GlobalConfig } from 'payload'

import { can, publishedGlobalOrDraftReader } from '@/cms/access/checks'
import { CarouselBlock } from '@/cms/blocks/carousel/config'
import { FeatureFeedBlock } from '@/cms/blocks/feature-feed/config'
import { FeaturedEventsSectionBlock } from '@/cms/blocks/featured-events-section/config'
import { ImpactBlock } from '@/cms/blocks/impact/config'
import { LandingStripSlideshowBlock } from '@/cms/blocks/landing-strip-slideshow/config'
import { NotableAlumniBlock } from '@/cms/blocks/notable-alumni/config'
import { StatsBlock } from '@/cms/blocks/stats/config'
import { VideoFeedBlock } from '@/cms/blocks/video-feed/config'
import { linkField } from '@/cms/fields/link'
import { GLOBAL_DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import {
  FEATURED_STORY_KINDS,
  type FeaturedStoryKind,
  HOMEPAGE_SECTIONS,
  HOMEPAGE_TEMPLATES,
  type HomepageSection,
  type HomepageTemplate,
  featuredStoriesProblem,
  templateLabel,
} from '@/domain/homepage'

const whenKind = (kinds: FeaturedStoryKind[]) => (_: unknown, sibling: { kind?: string } | undefined) => kinds.includes(sibling?.kind as FeaturedStoryKind)

/** A kind's companion field is required only for that kind. */
const requiredFor =
  (kinds: FeaturedStoryKind[], message: string) =>
  (value: unknown, { siblingData }: { siblingData: { kind?: string } }) =>
    !kinds.includes(siblingData.kind as FeaturedStoryKind) || (value !== null && value !== undefined && value !== '') ? true : message

/** spec §2: the block of each home page section, by the spec's name (a missing one does not compile). */
const SECTION_BLOCKS: Record<HomepageSection, Block> = {
  featureFeed: FeatureFeedBlock,
  stats: StatsBlock,
  impact: ImpactBlock,
  carousel: CarouselBlock,
  landingStripSlideshow: LandingStripSlideshowBlock,
  featuredEventsSection: FeaturedEventsSectionBlock,
  videoFeed: VideoFeedBlock,
  notableAlumni: NotableAlumniBlock,
}

/** spec §2, §3: the home page's template, featured stories and sections; drafts for homepage/preview. */
export const Homepage: GlobalConfig = {
  slug: 'homepage',
  label: 'Home page',
  // The back office's Preview button: the newest saved version as on today (/preview/homepage/{date} for another day).
  admin: { group: 'Stories', preview: () => '/preview/homepage' },
  access: { read: publishedGlobalOrDraftReader, update: can('homepageSectionEdit'), readVersions: can('homepageSectionEdit') },
  versions: GLOBAL_DRAFTS_AND_VERSIONS,
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'template',
      type: 'select',
      required: true,
      defaultValue: 'ThreeFeaturedStories',
      options: HOMEPAGE_TEMPLATES.map((value) => ({ value, label: templateLabel(value) })),
    },
    {
      name: 'featuredStories',
      type: 'array',
      labels: { singular: 'Featured story', plural: 'Featured stories' },
      admin: { description: 'Three featured stories take three stories of any kind; video and two take a Video first, then two others.' },
      validate: (value: unknown, { siblingData }: { siblingData: { template?: string } }) => {
        const kinds = (Array.isArray(value) ? value : []).map((row: { kind?: FeaturedStoryKind }) => row.kind ?? 'Story')
        return featuredStoriesProblem((siblingData.template ?? 'ThreeFeaturedStories') as HomepageTemplate, kinds) ?? true
      },
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'Story',
          options: FEATURED_STORY_KINDS.map((value) => ({ value, label: value === 'UploadedContent' ? 'Uploaded content' : value })),
        },
        {
          name: 'feature',
          type: 'relationship',
          relationTo: 'features',
          admin: { condition: whenKind(['Story', 'Memoriam']), description: 'For a memoriam: the story it links to, if any.' },
          validate: requiredFor(['Story'], 'A Story needs a feature.'),
        },
        {
          name: 'video',
          type: 'relationship',
          relationTo: 'videos',
          admin: { condition: whenKind(['Video']) },
          validate: requiredFor(['Video'], 'A Video needs a video.'),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'title',
              type: 'text',
              maxLength: 160,
              admin: { description: 'Replaces the story’s or video’s title; required for uploaded content and a memoriam.' },
              validate: requiredFor(['UploadedContent', 'Memoriam'], 'Give this story a title.'),
            },
            { name: 'kicker', type: 'text', maxLength: 60, admin: { description: 'A short line above the title, e.g. In memoriam.' } },
          ],
        },
        { name: 'years', type: 'text', maxLength: 40, admin: { condition: whenKind(['Memoriam']), description: 'e.g. 1938–2026' } },
        { name: 'text', type: 'textarea', maxLength: 400 },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: {
            condition: whenKind(['UploadedContent', 'Memoriam', 'Story']),
            description: 'Replaces the story’s own image; required for uploaded content.',
          },
          validate: requiredFor(['UploadedContent'], 'Uploaded content needs an image.'),
        },
        { ...linkField({ required: false }), admin: { condition: whenKind(['UploadedContent']) } },
      ],
    },
    {
      name: 'sections',
      type: 'blocks',
      admin: { initCollapsed: true, description: 'The home page’s sections below the featured stories, in this order.' },
      blocks: HOMEPAGE_SECTIONS.map((section) => SECTION_BLOCKS[section]),
    },
  ],
}
