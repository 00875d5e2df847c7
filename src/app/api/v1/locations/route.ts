import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listLocations } from '@/services/places'

type Query = HandlerContext<typeof endpoints.locations>['query']

/** Read and serialized once per content change (docs/decisions/0064, 0070). */
export const GET = handle(
  endpoints.locations,
  cachedAnswer(async (query: Query, url) => listEnvelope({ ...(await listLocations({ ...query, ...query.filters })), url })),
)
