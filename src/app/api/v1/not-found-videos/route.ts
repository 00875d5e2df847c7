import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { getNotFoundVideos } from '@/services/site-config'

/** The 404 page's candidates, read by its player in the browser (docs/decisions/0150); serialized once per content change (0070). */
export const GET = handle(
  endpoints.notFoundVideos,
  cachedAnswer(async () => ({ videos: await getNotFoundVideos() })),
)
