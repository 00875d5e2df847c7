import { endpoints } from '@/api/contract'
import { toCourseQuery } from '@/api/contracts/courses'
import { unauthorized } from '@/api/errors'
import { handle } from '@/api/handler'
import { KeptAnswers, keptAnswerHeaders, keptResponse } from '@/api/kept-answers'
import { listEnvelope } from '@/domain/pagination'
import { courseCatalogue } from '@/services/course-catalogue'
import { collegeToday, listCourses } from '@/services/courses'
import { type Reader, VISITOR, previewAs } from '@/services/read'
import { currentStaff } from '@/services/sessions'

/** Visitors' answers, kept until the catalogue they come from changes or the college's day turns: at most 200, 64 MB of JSON. */
const answers = new KeptAnswers({ entries: 200, bytes: 64 * 1024 * 1024 })

/** spec §7: GET /api/v1/courses/. Visitors' answers come from the in-memory catalogue (docs/decisions/0053); previews read drafts, never kept. */
export const GET = handle(endpoints.courses, async ({ query, url, request, area }) => {
  const today = await collegeToday()
  const list = (reader: Reader) => async () =>
    listEnvelope({ ...(await listCourses(toCourseQuery(query, today), { page: query.page, limit: query.limit }, reader)), url })
  if (query.isPreview) {
    const staff = await currentStaff(request.headers)
    if (!staff) throw unauthorized('isPreview=true is for staff: send a valid token in the Authorization header.')
    return Response.json(await list(previewAs(staff))(), { headers: { 'X-Area': area, 'Cache-Control': 'private, no-store', Vary: 'Authorization, X-Area' } })
  }
  // Keyed by the college's day too: a section's state turns at its midnight with no change to the catalogue (decision 0101).
  const body = await answers.body(await courseCatalogue(), `${today} ${url.search}`, list(VISITOR))
  return keptResponse(body, keptAnswerHeaders(area))
})
