import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findCourseCategory } from '@/services/courses'

/** spec §7: a category answers its children as `courseSubCategories`. */
export const GET = handle(endpoints.courseCategory, async ({ params }) => {
  const { children, ...category } = found(await findCourseCategory({ id: params.id }), `No course category has the id ${params.id}.`)
  return { ...category, courseSubCategories: children }
})
