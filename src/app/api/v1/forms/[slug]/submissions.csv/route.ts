import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { handle } from '@/api/handler'
import { parseInstant } from '@/domain/dates'
import { exportSubmissions } from '@/services/forms'

/** spec §6 (form): GET /api/v1/forms/{slug}/submissions.csv, for staff holding form (the back office links it from each form). */
export const GET = handle(endpoints.formSubmissionsExport, async ({ params, query, staff }) => {
  const range = { from: parseInstant(query.submitted?.from ?? '') ?? undefined, to: parseInstant(query.submitted?.to ?? '', undefined, 'end') ?? undefined }
  const csv = await exportSubmissions(params.slug, staff, range)
  if (csv === null) throw new ApiError(404, `There is no form ${params.slug}.`)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${params.slug}-submissions.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
})
