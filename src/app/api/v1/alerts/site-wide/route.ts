import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listSiteWideAlerts } from '@/services/alerts'

export const GET = handle(endpoints.siteWideAlerts, async ({ query, url }) => listEnvelope({ ...(await listSiteWideAlerts(query)), url }))
