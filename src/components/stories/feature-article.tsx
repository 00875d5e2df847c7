import Link from 'next/link'
import type { ReactNode } from 'react'

import { PageHero } from '@/components/pages/page-hero'
import { BlockFlow } from '@/components/ui/block-flow'
import flow from '@/components/ui/block-flow.module.css'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { JsonLd } from '@/components/ui/json-ld'
import { TagList } from '@/components/ui/tag-list'
import { formatDate } from '@/domain/dates'
import { featuresListPath } from '@/domain/feature-paths'
import { FEATURES_PATH } from '@/domain/feature-paths'
import { storyStructuredData } from '@/domain/story-structured-data'
import { publicOrigin } from '@/env'
import type { FeatureDetail, FeatureSummary } from '@/services/features'
import type { SiteIdentity } from '@/services/site-config'

import styles from './feature-article.module.css'
import { FeatureGrid } from './feature-grid'

type Props = {
  feature: FeatureDetail
  related: FeatureSummary[]
  identity: SiteIdentity
  /** `feature.body` rendered (the route renders it through the block map). */
  body: ReactNode
  /** Staff previews leave out structured data. */
  preview?: boolean
}

/** A story's page (spec §2, §3: Feature), dated per spec §9 ('dddd, MMMM D, YYYY' in the college's time zone). */
export function FeatureArticle({ feature, related, identity, body, preview = false }: Props) {
  const { timeZone } = identity
  const origin = publicOrigin()
  const departments = feature.departments.map((department) => ({
    label: department.title,
    href: featuresListPath({ by: 'department', slug: department.slug }),
  }))
  const tags = feature.tags.map((tag) => ({ label: tag.title, href: featuresListPath({ by: 'tag', slug: tag.slug }) }))
  return (
    <article className={styles.article} data-feature={feature.id}>
      {!preview && (
        <JsonLd
          data={storyStructuredData(
            {
              title: feature.title,
              summary: feature.summary,
              path: feature.path,
              articleDate: feature.articleDate,
              updatedAt: feature.updatedAt,
              byline: feature.byline,
              imageUrls: feature.seo.image ? [feature.seo.image.url] : [],
              sections: feature.departments.map((department) => department.title),
              keywords: feature.tags.map((tag) => tag.title),
              publisher: { name: identity.collegeName, url: origin },
            },
            origin,
          )}
        />
      )}
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: 'Stories', href: FEATURES_PATH },
            { label: feature.title, href: feature.path },
          ]}
        />
        <header className={styles.header}>
          {feature.departments.length > 0 && (
            <p className={styles.kicker}>
              {feature.departments.map((department, index) => (
                <span key={department.id}>
                  {index > 0 && <span aria-hidden="true"> · </span>}
                  <Link href={featuresListPath({ by: 'department', slug: department.slug })}>{department.shortTitle ?? department.title}</Link>
                </span>
              ))}
            </p>
          )}
          <h1 className={styles.title}>{feature.title}</h1>
          {feature.summary && <p className={styles.lead}>{feature.summary}</p>}
          <p className={styles.byline}>
            {feature.byline && <span>{feature.byline}</span>}
            <time dateTime={feature.articleDate}>{formatDate(feature.articleDate, 'long', timeZone)}</time>
          </p>
        </header>
      </div>

      <PageHero hero={feature.hero} title={feature.title} />

      <BlockFlow className={styles.body}>
        {body}
        {feature.body.length === 0 && <p className={flow.column}>This story has no text yet.</p>}
        {(departments.length > 0 || tags.length > 0) && (
          <footer className={`${flow.column} ${styles.filed}`}>
            {departments.length > 0 && (
              <div>
                <h2 className={styles.filedHeading}>Departments</h2>
                <TagList tags={departments} label="Departments" />
              </div>
            )}
            {tags.length > 0 && (
              <div>
                <h2 className={styles.filedHeading}>Topics</h2>
                <TagList tags={tags} label="Topics" />
              </div>
            )}
          </footer>
        )}
      </BlockFlow>

      {related.length > 0 && (
        <section className={`container ${styles.related}`} aria-labelledby="related-stories">
          <div className={styles.relatedHead}>
            <h2 id="related-stories">More stories</h2>
            <Link href={FEATURES_PATH}>All stories</Link>
          </div>
          <FeatureGrid features={related} timeZone={timeZone} empty={null} headingLevel={3} />
        </section>
      )}
    </article>
  )
}
