import Link from 'next/link'
import type { ReactNode } from 'react'

import { BlockFlow } from '@/cms/blocks/block-flow'
import flow from '@/cms/blocks/block-flow.module.css'
import { CarouselBlockView } from '@/cms/blocks/carousel/component'
import { FeaturedEventsSectionBlockView } from '@/cms/blocks/featured-events-section/component'
import { ImpactBlockView } from '@/cms/blocks/impact/component'
import { LandingStripSlideshowBlockView } from '@/cms/blocks/landing-strip-slideshow/component'
import { NotableAlumniBlockView } from '@/cms/blocks/notable-alumni/component'
import { StatsBlockView } from '@/cms/blocks/stats/component'
import { VideoFeedBlockView } from '@/cms/blocks/video-feed/component'
import { FeatureCard } from '@/components/stories/feature-card'
import { FeatureGrid } from '@/components/stories/feature-grid'
import { FEATURES_PATH } from '@/domain/feature-paths'
import type { HomepageSectionData, HomepageSectionOf } from '@/services/homepage-types'

import styles from './homepage-sections.module.css'
import sectionStyles from './section.module.css'

type Renderers = {
  [T in HomepageSectionData['blockType']]: (props: { block: HomepageSectionOf<T>; timeZone: string }) => ReactNode
}

/** A feature feed on the home page: the stories the service chose (in a preview, as on its day). */
function HomeFeatureFeed({ block, timeZone }: { block: HomepageSectionOf<'featureFeed'>; timeZone: string }) {
  const headingId = `feature-feed-${block.id ?? 'section'}`
  return (
    <section className={flow.wide} data-block="featureFeed" aria-labelledby={headingId}>
      <div className={sectionStyles.head}>
        <h2 id={headingId} className={sectionStyles.heading}>
          {block.heading}
        </h2>
        <Link className={sectionStyles.more} href={FEATURES_PATH}>
          All stories
        </Link>
      </div>
      {block.features.length > 0 && block.features.length <= 2 ? (
        // Two stories (the feed's default) side by side, image beside text: no empty third column.
        <ul className={styles.pair}>
          {block.features.map((feature) => (
            <li key={feature.id}>
              <FeatureCard feature={feature} timeZone={timeZone} layout="LANDSCAPE" />
            </li>
          ))}
        </ul>
      ) : (
        <FeatureGrid features={block.features} timeZone={timeZone} empty={<p>No stories yet.</p>} />
      )}
    </section>
  )
}

/** Each home page section type's renderer (spec §2: the homepage sections), like `render-blocks.tsx` for page bodies. */
const RENDERERS: Renderers = {
  featureFeed: HomeFeatureFeed,
  stats: ({ block }) => <StatsBlockView block={block} />,
  impact: ({ block }) => <ImpactBlockView block={block} />,
  carousel: ({ block }) => <CarouselBlockView block={block} />,
  landingStripSlideshow: ({ block }) => <LandingStripSlideshowBlockView block={block} />,
  featuredEventsSection: FeaturedEventsSectionBlockView,
  videoFeed: VideoFeedBlockView,
  notableAlumni: ({ block }) => <NotableAlumniBlockView block={block} />,
}

/** The home page's sections in staff's order; a type without a renderer (a newer schema) is skipped. */
export function HomepageSections({ sections, timeZone }: { sections: readonly HomepageSectionData[]; timeZone: string }) {
  if (sections.length === 0) return null
  return (
    <BlockFlow className={styles.flow}>
      {sections.map((section, index) => {
        const Renderer = RENDERERS[section.blockType] as ((props: { block: HomepageSectionData; timeZone: string }) => ReactNode) | undefined
        return Renderer ? <Renderer key={section.id ?? `${section.blockType}-${index}`} block={section} timeZone={timeZone} /> : null
      })}
    </BlockFlow>
  )
}
