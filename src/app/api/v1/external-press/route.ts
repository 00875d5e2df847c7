import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { PressLookupError, listExternalPress } from '@/services/press'

/** spec §7, §8: external press; an unexpected failure keeps its message (file, function and path). */
export const GET = handle(endpoints.externalPress, async ({ query, url }) => {
  try {
    const result = await listExternalPress({ departmentIds: query.filters?.departments, tagIds: query.filters?.tags, sort: query.sortBy }, query, url.pathname)
    return listEnvelope({ ...result, url })
  } catch (error) {
    if (error instanceof PressLookupError) throw new ApiError(error.status, error.message)
    throw error
  }
})
