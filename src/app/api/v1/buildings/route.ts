import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listBuildings } from '@/services/places'

export const GET = handle(endpoints.buildings, async ({ query, url }) => listEnvelope({ ...(await listBuildings({ ...query, ...query.filters })), url }))
