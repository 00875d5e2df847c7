import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import type { FeaturesListQuery } from '@/api/contracts/stories-features'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listFeatures } from '@/services/features'

/** Nothing in a features list follows the clock: read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.features,
  cachedAnswer(async (query: FeaturesListQuery, url) => {
    const filters = query.filters ?? {}
    const page = await listFeatures(
      { featuredOnHomepage: filters.featuredOn, departmentIds: filters.departments, tagIds: filters.tags, notIds: filters.id?.not, sort: query.sortBy },
      { page: query.page, limit: query.limit },
    )
    return listEnvelope({ ...page, url })
  }),
)
