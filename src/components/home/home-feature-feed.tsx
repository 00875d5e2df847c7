import Link from 'next/link'

import { FeatureCard } from '@/components/stories/feature-card'
import { FeatureGrid } from '@/components/stories/feature-grid'
import flow from '@/components/ui/block-flow.module.css'
import { FEATURES_PATH } from '@/domain/feature-paths'
import type { HomepageSectionOf } from '@/services/homepage-types'

import styles from './home-feature-feed.module.css'
import sectionStyles from './section.module.css'

/** A feature feed on the home page: the stories the service chose (in a preview, as on its day). */
export function HomeFeatureFeed({ block, timeZone }: { block: HomepageSectionOf<'featureFeed'>; timeZone: string }) {
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
