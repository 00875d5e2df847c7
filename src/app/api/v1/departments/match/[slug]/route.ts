import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { findDepartmentBySlug } from '@/services/departments'

export const GET = handle(endpoints.departmentBySlug, async ({ params }) =>
  found(await findDepartmentBySlug(params.slug), `No department matches “${params.slug}”.`),
)
