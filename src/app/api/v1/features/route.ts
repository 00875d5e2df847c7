import { endpoints } from '@/api/contract'
import type { FeaturesListQuery } from '@/api/contracts/stories-features'
import { handle } from '@/api/handler'
import { keptAnswerHeaders } from '@/api/kept-answers'
import { listEnvelope } from '@/domain/pagination'
import { cachedRead } from '@/services/cached-read'
import { FEATURES_API_CACHE_SECONDS, listFeatures } from '@/services/features'

/**
 * The answer as JSON text, kept in the data cache by the parsed query and the address (its links
 * name it), as the events list is (docs/decisions/0011): any content change drops it at once.
 */
const answer = cachedRead(
  'api:v1:features',
  async (query: FeaturesListQuery, self: string): Promise<string> => {
    const filters = query.filters ?? {}
    const page = await listFeatures(
      { featuredOnHomepage: filters.featuredOn, departmentIds: filters.departments, tagIds: filters.tags, notIds: filters.id?.not, sort: query.sortBy },
      { page: query.page, limit: query.limit },
    )
    return JSON.stringify(listEnvelope({ ...page, url: new URL(self, 'http://localhost') }))
  },
  FEATURES_API_CACHE_SECONDS,
)

export const GET = handle(
  endpoints.features,
  async ({ query, url, area }) =>
    new Response(await answer(query, url.pathname + url.search), {
      headers: { ...keptAnswerHeaders(area), 'Content-Type': 'application/json' },
    }),
)
