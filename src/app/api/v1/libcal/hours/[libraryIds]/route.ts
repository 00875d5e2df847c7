import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { type HandlerContext, handle } from '@/api/handler'
import { LIBRARY_HOURS_CACHE_SECONDS, LibraryHoursError, getLibraryHours } from '@/services/library-hours'

type Context = HandlerContext<typeof endpoints.libraryHours>

/** The hours follow the clock and LibCal, which no publish announces: kept at most LIBRARY_HOURS_CACHE_SECONDS; a failure never (docs/decisions/0070). */
const answer = cachedAnswer(async (query: Context['query'], _url, params: Context['params']) => getLibraryHours(params.libraryIds, query), {
  maxAgeSeconds: LIBRARY_HOURS_CACHE_SECONDS,
})

/** spec §7, §8: library hours; LibCal's failures keep their message (file, function and path). */
export const GET = handle(endpoints.libraryHours, async (context) => {
  try {
    return await answer(context)
  } catch (error) {
    if (error instanceof LibraryHoursError) throw new ApiError(error.status, error.message)
    throw error
  }
})
