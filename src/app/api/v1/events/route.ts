import { toEventQuery } from '@/api/contracts/events'
import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listEventsCached } from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'

export const GET = handle(endpoints.events, async ({ query, url }) => {
  const { timeZone } = await getSiteIdentity()
  const page = await listEventsCached(toEventQuery(query, timeZone), { page: query.page, limit: query.limit })
  return listEnvelope({ ...page, url })
})
