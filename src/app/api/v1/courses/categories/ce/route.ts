import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { CE_ROOT_CATEGORY_SLUG, findCourseCategory } from '@/services/courses'

export const GET = handle(endpoints.courseCeCategory, async () =>
  found(await findCourseCategory({ slug: CE_ROOT_CATEGORY_SLUG }), `No course category has the slug ${CE_ROOT_CATEGORY_SLUG}.`),
)
