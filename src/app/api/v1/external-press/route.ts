import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { PressLookupError, listExternalPress } from '@/services/press'

type Query = HandlerContext<typeof endpoints.externalPress>['query']

/** Read and serialized once per content change (docs/decisions/0070). */
const answer = cachedAnswer(async (query: Query, url) => {
  const result = await listExternalPress({ departmentIds: query.filters?.departments, tagIds: query.filters?.tags, sort: query.sortBy }, query, url.pathname)
  return listEnvelope({ ...result, url })
})

/** spec §7, §8: external press; an unexpected failure keeps its message (file, function and path). */
export const GET = handle(endpoints.externalPress, async (context) => {
  try {
    return await answer(context)
  } catch (error) {
    if (error instanceof PressLookupError) throw new ApiError(error.status, error.message)
    throw error
  }
})
