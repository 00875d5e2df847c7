import { endpoints } from '@/api/contract'
import { type CoursesListQuery, toCourseQuery } from '@/api/contracts/courses'
import { unauthorized } from '@/api/errors'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { cachedRead } from '@/services/cached-read'
import { COURSES_CACHE_SECONDS, listCourses } from '@/services/courses'
import { previewAs } from '@/services/read'
import { currentStaff } from '@/services/sessions'

/** The visitors' answer as JSON text, kept in the data cache by the parsed query and the address (docs/decisions/0011). */
const publishedAnswer = cachedRead(
  'api:v1:courses',
  async (query: CoursesListQuery, self: string): Promise<string> => {
    const page = await listCourses(toCourseQuery(query), { page: query.page, limit: query.limit })
    return JSON.stringify(listEnvelope({ ...page, url: new URL(self, 'http://localhost') }))
  },
  COURSES_CACHE_SECONDS,
)

/** spec §7: GET /api/v1/courses/ (the trailing slash is answered as is: src/proxy.ts). */
export const GET = handle(endpoints.courses, async ({ query, url, request, area }) => {
  const self = url.pathname + url.search
  if (query.isPreview) {
    // A preview reads drafts with the staff member's own access, and is never cached.
    const staff = await currentStaff(request.headers)
    if (!staff) throw unauthorized('isPreview=true is for staff: send a valid token in the Authorization header.')
    const page = await listCourses(toCourseQuery(query), { page: query.page, limit: query.limit }, previewAs(staff))
    return new Response(JSON.stringify(listEnvelope({ ...page, url: new URL(self, 'http://localhost') })), {
      headers: { 'Content-Type': 'application/json', 'X-Area': area, 'Cache-Control': 'private, no-store', Vary: 'Authorization, X-Area' },
    })
  }
  return new Response(await publishedAnswer(query, self), {
    headers: { 'Content-Type': 'application/json', 'X-Area': area, 'Cache-Control': 'public, max-age=0, must-revalidate', Vary: 'Authorization, X-Area' },
  })
})
