import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { EXPIRED_STAFF_MARKER } from '@/domain/staff-marker'
import { endSession, expiredSessionCookie } from '@/services/sessions'

export const DELETE = handle(endpoints.sessionEnd, async ({ request }) => {
  await endSession(request.headers)
  // A cookie-signed browser (the toolbar's Logout) forgets the cookie and marker, as after Payload's logout; bearer clients ignore both.
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  headers.append('Set-Cookie', await expiredSessionCookie())
  headers.append('Set-Cookie', EXPIRED_STAFF_MARKER)
  return new Response(null, { status: 204, headers })
})
