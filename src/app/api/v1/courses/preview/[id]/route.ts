import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { previewCourse } from '@/services/courses'
import { previewAs } from '@/services/read'

export const GET = handle(endpoints.coursePreview, async ({ params, staff }) =>
  found(await previewCourse(params.id, previewAs(staff)), `No course section has the id ${params.id}.`),
)
