import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { FACULTY_API_CACHE_SECONDS, groupedFacultyProfiles } from '@/services/faculty'

type Query = HandlerContext<typeof endpoints.facultyProfilesByLetter>['query']

/** Read and serialized once per content change, as the list is (docs/decisions/0064). */
export const GET = handle(
  endpoints.facultyProfilesByLetter,
  cachedAnswer(
    'api:v1:faculty-profiles:grouped-by-letter',
    async (query: Query) => groupedFacultyProfiles({ departmentIds: query.filters?.departments }),
    FACULTY_API_CACHE_SECONDS,
  ),
)
