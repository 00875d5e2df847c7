import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { listEnvelope } from '@/domain/pagination'
import { slicePage } from '@/services/list'
import { listActiveRedirects } from '@/services/redirects'

export const GET = handle(endpoints.redirects, async ({ query, url }) => listEnvelope({ ...slicePage(await listActiveRedirects(), query), url }))
