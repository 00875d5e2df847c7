import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listFacultyProfiles } from '@/services/faculty'

export const GET = handle(endpoints.facultyProfiles, async ({ query, url }) => {
  const filters = query.filters ?? {}
  const result = await listFacultyProfiles({ departmentIds: filters.departments, nameLike: filters.name?.like, sort: query.sortBy }, query)
  return listEnvelope({ ...result, url })
})
