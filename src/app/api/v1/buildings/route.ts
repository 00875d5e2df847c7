import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { PLACES_API_CACHE_SECONDS, listBuildings } from '@/services/places'

type Query = HandlerContext<typeof endpoints.buildings>['query']

/** Read and serialized once per content change (docs/decisions/0064). */
export const GET = handle(
  endpoints.buildings,
  cachedAnswer(
    'api:v1:buildings',
    async (query: Query, url) => listEnvelope({ ...(await listBuildings({ ...query, ...query.filters })), url }),
    PLACES_API_CACHE_SECONDS,
  ),
)
