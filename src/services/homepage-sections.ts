import { FEATURE_FEED_DEFAULT_COUNT } from '@/domain/features'
import { previewDay } from '@/domain/homepage'
import { resolveLink } from '@/domain/link-href'
import { toImage } from '@/domain/media'
import { relationId, relationIds } from '@/domain/relations'
import { safeHref } from '@/domain/safe-url'
import { parseTikTokUrl, tiktokPostUrl } from '@/domain/video-url'
import { VIDEOS_PATH, channelPath } from '@/domain/videos'
import type {
  FeatureFeedBlock,
  FeaturedEventsSectionBlock,
  Homepage as HomepageDoc,
  ImpactBlock,
  LandingStripSlideshowBlock,
  NotableAlumniBlock,
  VideoFeedBlock,
} from '@/payload-types'

import type { FeaturedEventsSection } from './event-mappers'
import { getFeaturedEvents } from './events'
import { type FeatureSummary, listFeatures } from './features'
import type { HomepageSectionData } from './homepage-types'
import { type Reader, VISITOR } from './read'
import { listVideos } from './videos'

type Section = NonNullable<HomepageDoc['sections']>[number]

/** A preview shows the newest saved version "as on" a day; feeds leave out the features featured above them. */
export type SectionOptions = { preview: { date: string; timeZone: string; reader: Reader } | null; featured?: number[] }

const text = (value: string | null | undefined) => value?.trim() || null

export function resolveSections(sections: Section[], options: SectionOptions): Promise<HomepageSectionData[]> {
  return Promise.all(sections.map((section) => resolveSection(section, options))).then((all) => all.flatMap((section) => (section ? [section] : [])))
}

async function resolveSection(section: Section, options: SectionOptions): Promise<HomepageSectionData | null> {
  const id = section.id ?? null
  switch (section.blockType) {
    case 'featureFeed':
      return {
        blockType: 'featureFeed',
        id,
        heading: section.heading || 'Stories',
        features: await feedFeatures(section, options),
      }
    case 'stats':
    case 'carousel':
      return section
    case 'impact':
      return impact(section)
    case 'landingStripSlideshow':
      return landingStrip(section)
    case 'featuredEventsSection':
      return {
        blockType: 'featuredEventsSection',
        id,
        section: await featuredEvents(section, options),
      }
    case 'videoFeed':
      return videoFeed(section)
    case 'notableAlumni':
      return alumni(section)
    default:
      // A section type from a newer schema: left out rather than breaking the page.
      return null
  }
}

/** A feature feed's newest stories; in a preview, those dated on or before its day. */
async function feedFeatures(block: FeatureFeedBlock, options: SectionOptions): Promise<FeatureSummary[]> {
  const until = options.preview ? previewDay(options.preview.date, options.preview.timeZone).end.toISOString() : undefined
  const query = {
    departmentIds: relationIds(block.departments),
    tagIds: relationIds(block.tags),
    featuredOnHomepage: block.onlyFeaturedOnHomepage ? true : undefined,
    notIds: options.featured,
    articleDateUntil: until,
  }
  return (await listFeatures(query, { page: 1, limit: block.count ?? FEATURE_FEED_DEFAULT_COUNT })).items
}

/** The featured-events global's events and callout; a preview reads its newest version and drops events ended before its day. */
async function featuredEvents(block: FeaturedEventsSectionBlock, options: SectionOptions): Promise<FeaturedEventsSection> {
  const day = options.preview ? previewDay(options.preview.date, options.preview.timeZone) : null
  const section = await getFeaturedEvents(options.preview?.reader ?? VISITOR, day?.start ?? new Date())
  return {
    heading: text(block.heading) ?? section.heading,
    callout: block.showCallout === false ? null : section.callout,
    featuredEvents: day ? section.featuredEvents.filter(({ event }) => new Date(event.eventEnd) >= day.start) : section.featuredEvents,
  }
}

function impact(block: ImpactBlock): HomepageSectionData {
  return {
    blockType: 'impact',
    id: block.id ?? null,
    heading: block.heading,
    text: block.text,
    image: toImage(block.image),
    link: resolveLink(block.link),
  }
}

function landingStrip(block: LandingStripSlideshowBlock): HomepageSectionData | null {
  const slides = block.slides.flatMap((slide) => {
    const image = toImage(slide.image)
    return image
      ? [
          {
            id: slide.id ?? null,
            image,
            title: slide.title,
            text: text(slide.text),
            link: resolveLink(slide.link),
          },
        ]
      : []
  })
  return slides.length
    ? {
        blockType: 'landingStripSlideshow',
        id: block.id ?? null,
        heading: block.heading,
        slides,
      }
    : null
}

async function videoFeed(block: VideoFeedBlock): Promise<HomepageSectionData> {
  const base = {
    blockType: 'videoFeed' as const,
    id: block.id ?? null,
    heading: block.heading,
    moreUrl: block.profileUrl ? safeHref(block.profileUrl) : null,
  }
  if (block.type === 'TikTok') {
    // A post whose address is not a TikTok post's (saved before the check, or edited in the database) is left out.
    const posts = (block.tiktokPosts ?? []).flatMap((post) => {
      const parsed = parseTikTokUrl(post.url)
      return parsed
        ? [
            {
              id: parsed.id,
              url: tiktokPostUrl(parsed),
              account: parsed.account,
              caption: text(post.caption),
              image: toImage(post.image),
            },
          ]
        : []
    })
    return { ...base, type: 'TikTok', posts }
  }
  const channel = relationId(block.channel)
  const page = await listVideos({ channelIds: channel ? [channel] : undefined }, { page: 1, limit: block.count ?? 4 })
  return {
    ...base,
    type: 'OnlyVideos',
    videos: page.items,
    moreUrl: base.moreUrl ?? (typeof block.channel === 'object' && block.channel ? channelPath(block.channel.slug) : VIDEOS_PATH),
  }
}

function alumni(block: NotableAlumniBlock): HomepageSectionData {
  return {
    blockType: 'notableAlumni',
    id: block.id ?? null,
    heading: block.heading,
    alumni: block.alumni.map((alumnus) => ({
      id: alumnus.id ?? null,
      name: alumnus.name,
      classOf: text(alumnus.classOf),
      discipline: text(alumnus.discipline),
      image: toImage(alumnus.image),
      url: alumnus.url ? safeHref(alumnus.url) : null,
    })),
  }
}
