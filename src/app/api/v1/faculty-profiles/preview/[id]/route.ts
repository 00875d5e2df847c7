import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewFacultyProfile } from '@/services/faculty'

export const GET = handle(endpoints.facultyProfilePreview, async ({ params }) =>
  found(await previewFacultyProfile(params.id), `No faculty profile has the id ${params.id}.`),
)
