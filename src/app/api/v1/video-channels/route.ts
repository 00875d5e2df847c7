import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listVideoChannels } from '@/services/videos'

type Query = HandlerContext<typeof endpoints.videoChannels>['query']

/** Read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.videoChannels,
  cachedAnswer(async (query: Query, url) => {
    const result = await listVideoChannels({ ...query.filters, sort: query.sortBy }, query)
    return listEnvelope({ ...result, url })
  }),
)
