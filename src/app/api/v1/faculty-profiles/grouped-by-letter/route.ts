import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { groupedFacultyProfiles } from '@/services/faculty'

type Query = HandlerContext<typeof endpoints.facultyProfilesByLetter>['query']

/** Read and serialized once per content change, as the list is (docs/decisions/0064, 0070). */
export const GET = handle(
  endpoints.facultyProfilesByLetter,
  cachedAnswer(async (query: Query) => groupedFacultyProfiles({ departmentIds: query.filters?.departments })),
)
