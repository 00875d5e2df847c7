import { JsonLd } from '@/components/ui/json-ld'
import { publicOrigin } from '@/env'
import type { PressReleaseDetail } from '@/services/press'

/** schema.org NewsArticle for a press release: structured data for search engines, beyond the spec. */
export function NewsArticleJsonLd({ release, collegeName }: { release: PressReleaseDetail; collegeName: string }) {
  const siteUrl = publicOrigin()
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const publisher = { '@type': 'CollegeOrUniversity', name: collegeName, url: siteUrl }
  return (
    <JsonLd
      data={{
        '@type': 'NewsArticle',
        headline: release.title,
        url: absolute(release.path),
        mainEntityOfPage: absolute(release.path),
        datePublished: release.date,
        dateModified: release.updatedAt,
        ...(release.summary ? { description: release.summary } : {}),
        ...(release.image ? { image: [absolute(release.image.url)] } : {}),
        author: publisher,
        publisher,
        ...(release.tags.length ? { keywords: release.tags.map((tag) => tag.title).join(', ') } : {}),
      }}
    />
  )
}
