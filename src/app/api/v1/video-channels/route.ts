import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listVideoChannels } from '@/services/videos'

export const GET = handle(endpoints.videoChannels, async ({ query, url }) => {
  const result = await listVideoChannels({ ...query.filters, sort: query.sortBy }, query)
  return listEnvelope({ ...result, url })
})
