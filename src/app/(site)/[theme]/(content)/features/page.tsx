import { FeaturesListView } from '@/components/stories/features-list-view'
import { featurePageContent } from '@/services/feature-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

export const revalidate = 3600

export async function generateMetadata() {
  const content = await featurePageContent([])
  return metadataOf(content)
}

/** spec §2: /features, the newest stories, 12 a page, with the department and topic filter. */
export default async function FeaturesPage() {
  const content = await featurePageContent([])
  if (content?.kind !== 'list') return <NotFoundPage />
  return <FeaturesListView content={content} />
}
