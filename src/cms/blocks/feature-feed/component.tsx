import Link from 'next/link'

import { FeatureGrid } from '@/components/stories/feature-grid'
import flow from '@/components/ui/block-flow.module.css'
import { FEATURES_PATH } from '@/domain/feature-paths'
import { relationIds } from '@/domain/relations'
import type { FeatureFeedBlock } from '@/payload-types'
import { listFeatures } from '@/services/features'
import { getSiteIdentity } from '@/services/site-config'

/** spec §2, §9: the newest stories (2 by default), of some departments or tags when asked. */
export async function FeatureFeedBlockView({ block }: { block: FeatureFeedBlock }) {
  const [page, { timeZone }] = await Promise.all([
    listFeatures(
      { departmentIds: relationIds(block.departments), tagIds: relationIds(block.tags), featuredOnHomepage: block.onlyFeaturedOnHomepage ? true : undefined },
      { page: 1, limit: block.count },
    ),
    getSiteIdentity(),
  ])
  const headingId = `feature-feed-${block.id ?? 'block'}`
  return (
    <section className={flow.wide} data-block="featureFeed" aria-labelledby={headingId}>
      <h2 id={headingId} className={flow.blockHeading}>
        {block.heading || 'Stories'}
      </h2>
      <FeatureGrid features={page.items} timeZone={timeZone} empty={<p>No stories yet.</p>} />
      <p>
        <Link href={FEATURES_PATH}>All stories</Link>
      </p>
    </section>
  )
}
