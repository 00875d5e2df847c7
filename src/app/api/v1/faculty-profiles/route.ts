import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listFacultyProfiles } from '@/services/faculty'

type Query = HandlerContext<typeof endpoints.facultyProfiles>['query']

/** The whole faculty (limit 4000) is read, populated and serialized once per content change (docs/decisions/0064, 0070). */
export const GET = handle(
  endpoints.facultyProfiles,
  cachedAnswer(async (query: Query, url) => {
    const filters = query.filters ?? {}
    const result = await listFacultyProfiles({ departmentIds: filters.departments, nameLike: filters.name?.like, sort: query.sortBy }, query)
    return listEnvelope({ ...result, url })
  }),
)
