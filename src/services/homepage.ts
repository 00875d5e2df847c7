import { type ResolvedLink, resolveLink } from '@/cms/blocks/link-href'
import { featuredStoriesLayout, featuredStoryKicker, previewDay } from '@/domain/homepage'
import { FEATURE_FEED_DEFAULT_COUNT, type FeaturedStoryKind, type HomepageTemplate } from '@/domain/stories'
import { parseTikTokUrl, tiktokPostUrl } from '@/domain/video-url'
import { safeHref } from '@/domain/safe-url'
import { VIDEOS_PATH, channelPath } from '@/domain/videos'
import type {
  CarouselBlock,
  FeatureFeedBlock,
  FeaturedEventsSectionBlock,
  Homepage as HomepageDoc,
  ImpactBlock,
  LandingStripSlideshowBlock,
  NotableAlumniBlock,
  StatsBlock,
  VideoFeedBlock,
} from '@/payload-types'

import { cms, relationId } from './cms'
import { type FeaturedEventsSection, getFeaturedEvents } from './events'
import { type FeatureSummary, findFeaturesByIds, listFeatures } from './features'
import { type Image, toImage } from './media'
import { getSiteIdentity } from './site-config'
import { type VideoSummary, findVideosByIds, listVideos } from './videos'

/**
 * A featured story as the home page shows it (spec §2: Story, Video, Memoriam, UploadedContent),
 * one shape for every kind: staff's overrides already applied.
 */
export type FeaturedStory = {
  kind: FeaturedStoryKind
  title: string
  /** The short line above the title: the story's department, "Watch", "In memoriam". */
  kicker: string | null
  text: string | null
  image: Image | null
  /** Where the story leads: the feature's page, the video's page, an uploaded story's link. */
  link: ResolvedLink | null
  /** Memoriam: the years of a life, e.g. 1938–2026. */
  years: string | null
  /** Story (and a memoriam that links one): the feature. */
  feature: {
    id: number
    slug: string
    path: string
    articleDate: string
  } | null
  /** Video: what the player needs; nothing loads from the host until the visitor presses play. */
  video: {
    id: number
    title: string
    path: string | null
    provider: VideoSummary['provider']
    videoId: string | null
    thumbnail: string | null
  } | null
}

export type TikTokCard = {
  id: string
  url: string
  account: string
  caption: string | null
  image: Image | null
}
export type LinkedImage = {
  image: Image | null
  title: string
  text: string | null
  link: ResolvedLink | null
}

/** The home page's sections with what each one shows, in staff's order (spec §2). */
export type HomepageSectionData =
  | {
      blockType: 'featureFeed'
      id: string | null
      heading: string
      features: FeatureSummary[]
    }
  | StatsBlock
  | {
      blockType: 'impact'
      id: string | null
      heading: string
      text: string
      image: Image | null
      link: ResolvedLink | null
    }
  | CarouselBlock
  | {
      blockType: 'landingStripSlideshow'
      id: string | null
      heading: string
      slides: (LinkedImage & { id: string | null })[]
    }
  | {
      blockType: 'featuredEventsSection'
      id: string | null
      section: FeaturedEventsSection
    }
  | {
      blockType: 'videoFeed'
      id: string | null
      heading: string
      type: 'OnlyVideos'
      videos: VideoSummary[]
      moreUrl: string | null
    }
  | {
      blockType: 'videoFeed'
      id: string | null
      heading: string
      type: 'TikTok'
      posts: TikTokCard[]
      moreUrl: string | null
    }
  | {
      blockType: 'notableAlumni'
      id: string | null
      heading: string
      alumni: {
        id: string | null
        name: string
        classOf: string | null
        discipline: string | null
        image: Image | null
        url: string | null
      }[]
    }

export type HomepageData = {
  template: HomepageTemplate
  /** The layout the stories show in: the template's, unless its video dropped out (see featuredStoriesLayout). */
  layout: HomepageTemplate
  featuredStories: FeaturedStory[]
  sections: HomepageSectionData[]
  published: boolean
  updatedAt: string | null
}

type Row = NonNullable<HomepageDoc['featuredStories']>[number]
type Section = NonNullable<HomepageDoc['sections']>[number]

const text = (value: string | null | undefined) => value?.trim() || null
const numericId = (value: unknown) => {
  const id = relationId(value)
  return typeof id === 'number' ? id : null
}

/** What a preview shows: the newest saved version, "as on" a day. */
type Options = { preview: { date: string; timeZone: string } | null; featured?: number[] }

/**
 * spec §2, §7 (homepage): the published home page: its template, featured stories (those whose
 * feature or video is not published are left out) and sections with their content.
 */
export async function getHomepage(): Promise<HomepageData> {
  return loadHomepage({ preview: null })
}

/**
 * spec §7 (homepage/preview, staff): the home page's newest saved version, draft or not, as on
 * `date` (YYYY-MM-DD, the college's time zone): featured events that ended before that day drop
 * out, and feature feeds show stories dated on or before it. The featured-events section is read
 * in its newest version too; stories and videos stay the published ones, as visitors would see them.
 */
export async function getHomepagePreview(date: string): Promise<HomepageData> {
  const { timeZone } = await getSiteIdentity()
  return loadHomepage({ preview: { date, timeZone } })
}

async function loadHomepage(options: Options): Promise<HomepageData> {
  const payload = await cms()
  const drafts = options.preview !== null
  const doc = (await payload.findGlobal({
    slug: 'homepage',
    depth: 1,
    draft: drafts,
    overrideAccess: drafts,
  })) as HomepageDoc
  const rows = doc.featuredStories ?? []
  // Feeds skip the features already featured above them: a story shows once on the page.
  const featured = rows.flatMap((row) => (row.kind === 'Story' || row.kind === 'Memoriam' ? (numericId(row.feature) ?? []) : []))
  const [featuredStories, sections] = await Promise.all([resolveStories(rows), resolveSections(doc.sections ?? [], { ...options, featured })])
  const template = doc.template ?? 'ThreeFeaturedStories'
  return {
    template,
    layout: featuredStoriesLayout(
      template,
      featuredStories.map((story) => story.kind),
    ),
    featuredStories,
    sections,
    published: doc._status !== 'draft',
    updatedAt: doc.updatedAt ?? null,
  }
}

/** Each row as the page shows it; a Story or Video whose document is not published is left out. */
async function resolveStories(rows: Row[]): Promise<FeaturedStory[]> {
  const featureIds = rows.flatMap((row) => (row.kind === 'Story' || row.kind === 'Memoriam' ? (numericId(row.feature) ?? []) : []))
  const videoIds = rows.flatMap((row) => (row.kind === 'Video' ? (numericId(row.video) ?? []) : []))
  const [features, videos] = await Promise.all([findFeaturesByIds([...new Set(featureIds)]), findVideosByIds([...new Set(videoIds)])])
  const featureById = new Map(features.map((feature) => [feature.id, feature]))
  const videoById = new Map(videos.map((video) => [video.id, video]))
  return rows.flatMap((row): FeaturedStory[] => {
    const ownImage = toImage(row.image)
    const base = {
      kind: row.kind,
      kicker: text(row.kicker),
      text: text(row.text),
      years: null,
      feature: null,
      video: null,
    }
    if (row.kind === 'Story') {
      const feature = featureById.get(numericId(row.feature) ?? -1)
      if (!feature) return []
      const department = feature.departments[0]
      return [
        {
          ...base,
          title: text(row.title) ?? feature.title,
          kicker: base.kicker ?? featuredStoryKicker('Story', department ? (department.shortTitle ?? department.title) : null),
          text: base.text ?? feature.summary,
          image: ownImage ?? feature.image,
          link: {
            href: feature.path,
            label: null,
            external: false,
            newTab: false,
          },
          feature: {
            id: feature.id,
            slug: feature.slug,
            path: feature.path,
            articleDate: feature.articleDate,
          },
        },
      ]
    }
    if (row.kind === 'Video') {
      const video = videoById.get(numericId(row.video) ?? -1)
      if (!video) return []
      return [
        {
          ...base,
          title: text(row.title) ?? video.title,
          kicker: base.kicker ?? featuredStoryKicker('Video', null),
          text: base.text ?? video.description,
          image: video.image,
          link: video.path ? { href: video.path, label: null, external: false, newTab: false } : null,
          video: {
            id: video.id,
            title: video.title,
            path: video.path,
            provider: video.provider,
            videoId: video.videoId,
            thumbnail: video.thumbnail,
          },
        },
      ]
    }
    if (row.kind === 'Memoriam') {
      // The story it links to is optional; an unpublished one only loses the link.
      const feature = featureById.get(numericId(row.feature) ?? -1)
      return [
        {
          ...base,
          title: text(row.title) ?? feature?.title ?? 'In memoriam',
          kicker: base.kicker ?? featuredStoryKicker('Memoriam', null),
          years: text(row.years),
          image: ownImage ?? feature?.image ?? null,
          link: feature
            ? {
                href: feature.path,
                label: 'Read the story',
                external: false,
                newTab: false,
              }
            : null,
          feature: feature
            ? {
                id: feature.id,
                slug: feature.slug,
                path: feature.path,
                articleDate: feature.articleDate,
              }
            : null,
        },
      ]
    }
    return [
      {
        ...base,
        title: text(row.title) ?? '',
        image: ownImage,
        link: resolveLink(row.link),
      },
    ]
  })
}

function resolveSections(sections: Section[], options: Options): Promise<HomepageSectionData[]> {
  return Promise.all(sections.map((section) => resolveSection(section, options))).then((all) => all.flatMap((section) => (section ? [section] : [])))
}

async function resolveSection(section: Section, options: Options): Promise<HomepageSectionData | null> {
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

const ids = (values: unknown[] | null | undefined) => (values ?? []).map(numericId).filter((value): value is number => value !== null)

/** A feature feed's newest stories; in a preview, those dated on or before its day. */
async function feedFeatures(block: FeatureFeedBlock, options: Options): Promise<FeatureSummary[]> {
  const until = options.preview ? previewDay(options.preview.date, options.preview.timeZone).end.toISOString() : undefined
  const query = {
    departmentIds: ids(block.departments),
    tagIds: ids(block.tags),
    featuredOnHomepage: block.onlyFeaturedOnHomepage ? true : undefined,
    notIds: options.featured,
    articleDateUntil: until,
  }
  return (await listFeatures(query, { page: 1, limit: block.count ?? FEATURE_FEED_DEFAULT_COUNT })).items
}

/** The featured-events global's events and callout; a preview reads its newest version and drops events ended before its day. */
async function featuredEvents(block: FeaturedEventsSectionBlock, options: Options): Promise<FeaturedEventsSection> {
  const day = options.preview ? previewDay(options.preview.date, options.preview.timeZone) : null
  const section = await getFeaturedEvents({ drafts: Boolean(day) }, day?.start ?? new Date())
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
  const channel = numericId(block.channel)
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

/** One kind of resolved section: what its renderer takes. */
export type HomepageSectionOf<T extends HomepageSectionData['blockType']> = Extract<HomepageSectionData, { blockType: T }>
