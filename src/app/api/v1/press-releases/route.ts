import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { PressLookupError, listPressReleases } from '@/services/press'

/** spec §7, §8: press releases; an unexpected failure keeps its message (file, function and path). */
export const GET = handle(endpoints.pressReleases, async ({ query, url }) => {
  try {
    const filters = query.filters
    const result = await listPressReleases(
      { years: filters?.year, departmentIds: filters?.departments, tagIds: filters?.tags, sort: query.sortBy },
      query,
      url.pathname,
    )
    return listEnvelope({ ...result, url })
  } catch (error) {
    if (error instanceof PressLookupError) throw new ApiError(error.status, error.message)
    throw error
  }
})
