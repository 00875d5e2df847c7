import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { endSession } from '@/services/sessions'

export const DELETE = handle(endpoints.sessionEnd, async ({ request }) => {
  await endSession(request.headers)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
})
