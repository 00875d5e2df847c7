import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listVideos } from '@/services/videos'

export const GET = handle(endpoints.videos, async ({ query, url }) => {
  const result = await listVideos({ channelIds: query.filters?.hasAnyChannel, sort: query.sortBy }, query)
  return listEnvelope({ ...result, url })
})
