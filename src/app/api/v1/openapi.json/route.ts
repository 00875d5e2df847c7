import { buildOpenApi } from '@/api/openapi'

export const dynamic = 'force-static'

export function GET(): Response {
  return Response.json(buildOpenApi())
}
