import type { ReactNode } from 'react'

import { HomeFeatureFeed } from '@/components/home/home-feature-feed'
import type { HomepageSectionData, HomepageSectionOf } from '@/services/homepage-types'

import { CarouselIsland } from './carousel/carousel-island'
import { CarouselBlockView } from './carousel/component'
import { FeaturedEventsSectionBlockView } from './featured-events-section/component'
import { ImpactBlockView } from './impact/component'
import { LandingStripSlideshowBlockView } from './landing-strip-slideshow/component'
import { NotableAlumniBlockView } from './notable-alumni/component'
import { StatsBlockView } from './stats/component'
import { VideoFeedBlockView } from './video-feed/component'

type Renderers = {
  [T in HomepageSectionData['blockType']]: (props: { block: HomepageSectionOf<T>; timeZone: string }) => ReactNode
}

/** Each home page section type's renderer (spec §2: the homepage sections), as `render-blocks.tsx` is for page bodies. */
const RENDERERS: Renderers = {
  featureFeed: HomeFeatureFeed,
  stats: ({ block }) => <StatsBlockView block={block} />,
  impact: ({ block }) => <ImpactBlockView block={block} />,
  carousel: ({ block }) => <CarouselBlockView block={block} Controls={CarouselIsland} />,
  landingStripSlideshow: ({ block }) => <LandingStripSlideshowBlockView block={block} />,
  featuredEventsSection: FeaturedEventsSectionBlockView,
  videoFeed: VideoFeedBlockView,
  notableAlumni: ({ block }) => <NotableAlumniBlockView block={block} />,
}

/** The home page's sections in staff's order, inside a `BlockFlow`; an unknown type (a newer schema) is skipped. */
export function RenderHomepageSections({ sections, timeZone }: { sections: readonly HomepageSectionData[]; timeZone: string }) {
  return (
    <>
      {sections.map((section, index) => {
        const Renderer = RENDERERS[section.blockType] as ((props: { block: HomepageSectionData; timeZone: string }) => ReactNode) | undefined
        return Renderer ? <Renderer key={section.id ?? `${section.blockType}-${index}`} block={section} timeZone={timeZone} /> : null
      })}
    </>
  )
}
