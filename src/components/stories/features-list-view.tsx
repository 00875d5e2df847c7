import Link from 'next/link'

import { PageIntro } from '@/components/ui/page-intro'
import { FEATURES_RSS_PATH, featuresListPath } from '@/domain/feature-paths'
import type { FeaturesListContent } from '@/services/feature-pages'
import type { SiteIdentity } from '@/services/site-config'

import { FeatureFilter } from './feature-filter'
import { StoriesList } from './stories-list'

/** /features and its filtered, paged addresses (spec §2): 12 stories a page, the filter in the path. */
export function FeaturesListView({ content }: { content: FeaturesListContent & { identity: SiteIdentity } }) {
  const { filter, stories, options } = content
  const { timeZone, shortName } = content.identity
  const title = filter ? `Stories: ${filter.title}` : 'Stories'
  return (
    <>
      <PageIntro
        kicker={
          filter ? (
            <>
              <Link href={featuresListPath(null)}>Stories</Link> · {filter.by === 'department' ? 'Department' : 'Topic'}
            </>
          ) : (
            'News and features'
          )
        }
        title={stories.currentPage > 1 ? `${title}, page ${stories.currentPage}` : title}
        lead={filter ? undefined : `Students, alumni and faculty of ${shortName}: their work, their studios, their shows.`}
      >
        <p>
          <a href={FEATURES_RSS_PATH} type="application/rss+xml">
            Follow the stories by RSS
          </a>
        </p>
      </PageIntro>
      <div className="container">
        <FeatureFilter departments={options.departments} tags={options.tags} current={filter} />
        <StoriesList
          stories={stories}
          timeZone={timeZone}
          label={filter ? `Stories: ${filter.title}` : 'All stories'}
          hrefFor={(page) => featuresListPath(filter, page)}
          empty={
            <p>
              No published story {filter?.by === 'department' ? `from ${filter.title}` : filter ? `about ${filter.title}` : ''} yet.{' '}
              <Link href={featuresListPath(null)}>See all stories</Link>.
            </p>
          }
        />
      </div>
    </>
  )
}
