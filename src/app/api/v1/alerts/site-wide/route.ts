import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listSiteWideAlerts } from '@/services/alerts'

type Query = HandlerContext<typeof endpoints.siteWideAlerts>['query']

/** Published alerts follow no clock: read and serialized once per content change (docs/decisions/0070). */
export const GET = handle(
  endpoints.siteWideAlerts,
  cachedAnswer(async (query: Query, url) => listEnvelope({ ...(await listSiteWideAlerts(query)), url })),
)
