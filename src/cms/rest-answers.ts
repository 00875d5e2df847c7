import { STAFF_ANSWER_CACHE_CONTROL, carriesStaffData } from '@/domain/staff-answers'

type RouteHandler<C> = (request: Request, context: C) => Promise<Response> | Response

/** Payload's REST answers that may carry staff data say `no-store`, whatever Payload set (docs/decisions/0118). */
export function staffAnswersNotStored<C>(handler: RouteHandler<C>): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    const response = await handler(request, context)
    if (!carriesStaffData(new URL(request.url).pathname, request.headers)) return response
    try {
      response.headers.set('Cache-Control', STAFF_ANSWER_CACHE_CONTROL)
      return response
    } catch {
      // Headers that cannot change (a fetched answer passed on): the same answer with headers of its own.
      const headers = new Headers(response.headers)
      headers.set('Cache-Control', STAFF_ANSWER_CACHE_CONTROL)
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
    }
  }
}
