import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listBuildings } from '@/services/places'

type Query = HandlerContext<typeof endpoints.buildings>['query']

/** Read and serialized once per content change (docs/decisions/0064, 0070). */
export const GET = handle(
  endpoints.buildings,
  cachedAnswer(async (query: Query, url) => listEnvelope({ ...(await listBuildings({ ...query, ...query.filters })), url })),
)
