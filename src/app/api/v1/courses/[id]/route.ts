import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findCourseById } from '@/services/courses'

export const GET = handle(endpoints.course, async ({ params }) =>
  found(await findCourseById(params.id), `No published course section has the id ${params.id}.`),
)
