import { JsonLd } from '@/components/ui/json-ld'
import { storyStructuredData } from '@/domain/story-structured-data'
import { publicOrigin } from '@/env'
import type { PressReleaseDetail } from '@/services/press'

/** schema.org NewsArticle for a press release, as a story's (beyond the spec: structured data for search engines). */
export function NewsArticleJsonLd({ release, collegeName }: { release: PressReleaseDetail; collegeName: string }) {
  const origin = publicOrigin()
  return (
    <JsonLd
      data={storyStructuredData(
        {
          title: release.title,
          summary: release.summary,
          path: release.path,
          articleDate: release.date,
          updatedAt: release.updatedAt,
          byline: null,
          imageUrls: release.image ? [release.image.url] : [],
          sections: release.departments.map((department) => department.title),
          keywords: release.tags.map((tag) => tag.title),
          publisher: { name: collegeName, url: origin },
        },
        origin,
      )}
    />
  )
}
