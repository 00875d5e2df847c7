import { checkHealth } from '@/services/health'

// Asked afresh every time: a cached "ok" would hide an instance that has lost its database.
export const dynamic = 'force-dynamic'

/** GET /api/health: 200 when the database (and Redis, when set) answer, 503 otherwise (decision 0069). */
export async function GET(): Promise<Response> {
  const { status, body } = await checkHealth()
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}
