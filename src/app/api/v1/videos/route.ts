import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listVideos } from '@/services/videos'

type Query = HandlerContext<typeof endpoints.videos>['query']

/** Read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.videos,
  cachedAnswer(async (query: Query, url) => {
    const filters = query.filters ?? {}
    const result = await listVideos(
      { hasAnyChannel: filters.hasAnyChannel, channelIds: filters.channels?.ids, channelSlugs: filters.channels?.names, sort: query.sortBy },
      query,
    )
    return listEnvelope({ ...result, url })
  }),
)
