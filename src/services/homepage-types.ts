import type { FeaturedStoryKind, HomepageTemplate } from '@/domain/homepage'
import type { ResolvedLink } from '@/domain/link-href'
import type { Image } from '@/domain/media'
import type { CarouselBlock, StatsBlock } from '@/payload-types'

import type { FeaturedEventsSection } from './event-mappers'
import type { FeatureSummary } from './features'
import type { VideoSummary } from './videos'

/** A featured story (spec §2: Story, Video, Memoriam, UploadedContent), one shape for every kind, overrides applied. */
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

/** One kind of resolved section: what its renderer takes. */
export type HomepageSectionOf<T extends HomepageSectionData['blockType']> = Extract<HomepageSectionData, { blockType: T }>
