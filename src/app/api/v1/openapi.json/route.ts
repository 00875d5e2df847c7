import { buildOpenApi } from '@/api/openapi'
import { publicOrigin } from '@/env'

export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(buildOpenApi(publicOrigin()))
}
