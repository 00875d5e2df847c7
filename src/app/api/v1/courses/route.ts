import { endpoints } from '@/api/contract'
import { toCourseQuery } from '@/api/contracts/courses'
import { unauthorized } from '@/api/errors'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listCourses } from '@/services/courses'
import { type Reader, VISITOR, previewAs } from '@/services/read'
import { currentStaff } from '@/services/sessions'

/**
 * spec §7: GET /api/v1/courses/ (the trailing slash is answered as is: src/proxy.ts). Visitors'
 * lists come from the course catalogue in memory (docs/decisions/0053); a preview reads drafts
 * with the staff member's own access, and is never cached.
 */
export const GET = handle(endpoints.courses, async ({ query, url, request, area }) => {
  let reader: Reader = VISITOR
  if (query.isPreview) {
    const staff = await currentStaff(request.headers)
    if (!staff) throw unauthorized('isPreview=true is for staff: send a valid token in the Authorization header.')
    reader = previewAs(staff)
  }
  const page = await listCourses(toCourseQuery(query), { page: query.page, limit: query.limit }, reader)
  return new Response(JSON.stringify(listEnvelope({ ...page, url })), {
    headers: {
      'Content-Type': 'application/json',
      'X-Area': area,
      'Cache-Control': reader.preview ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      Vary: 'Authorization, X-Area',
    },
  })
})
