import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listFeatures } from '@/services/features'

export const GET = handle(endpoints.features, async ({ query, url }) => {
  const filters = query.filters ?? {}
  const result = await listFeatures(
    { featuredOnHomepage: filters.featuredOn, departmentIds: filters.departments, tagIds: filters.tags, notIds: filters.id?.not, sort: query.sortBy },
    query,
  )
  return listEnvelope({ ...result, url })
})
