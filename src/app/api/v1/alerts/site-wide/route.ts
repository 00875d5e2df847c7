import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { type HandlerContext, handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { ALERTS_CACHE_SECONDS, listSiteWideAlerts } from '@/services/alerts'

type Query = HandlerContext<typeof endpoints.siteWideAlerts>['query']

/** Alerts follow the clock through their windows: read once per content change, kept at most ALERTS_CACHE_SECONDS (docs/decisions/0070, 0103). */
export const GET = handle(
  endpoints.siteWideAlerts,
  cachedAnswer(async (query: Query, url) => listEnvelope({ ...(await listSiteWideAlerts(query)), url }), { maxAgeSeconds: ALERTS_CACHE_SECONDS }),
)
