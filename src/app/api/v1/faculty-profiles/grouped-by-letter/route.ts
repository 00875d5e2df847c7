import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { groupedFacultyProfiles } from '@/services/faculty'

export const GET = handle(endpoints.facultyProfilesByLetter, async ({ query }) => groupedFacultyProfiles({ departmentIds: query.filters?.departments }))
