import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewFacultyProfile } from '@/services/faculty'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.facultyProfilePreview, async ({ params, staff }) =>
  found(await previewFacultyProfile(params.id, previewAs(staff)), `No faculty profile has the id ${params.id}.`),
)
