import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { handle } from '@/api/handler'
import { LibraryHoursError, getLibraryHours } from '@/services/library-hours'

/** spec §7, §8: library hours; LibCal's failures keep their message (file, function and path). */
export const GET = handle(endpoints.libraryHours, async ({ params, query }) => {
  try {
    return await getLibraryHours(params.libraryIds, query)
  } catch (error) {
    if (error instanceof LibraryHoursError) throw new ApiError(error.status, error.message)
    throw error
  }
})
