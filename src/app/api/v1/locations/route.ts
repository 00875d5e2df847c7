import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { listLocations } from '@/services/places'

export const GET = handle(endpoints.locations, async ({ query, url }) => listEnvelope({ ...(await listLocations({ ...query, ...query.filters })), url }))
