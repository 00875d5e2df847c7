import type { z } from 'zod'

import { AREA_HEADER, type Area, parseArea } from '@/domain/auth'
import type { User } from '@/payload-types'
import { currentStaff } from '@/services/sessions'

import type { Endpoint } from './contract'
import { ApiError, errorResponse, unauthorized } from './errors'
import { issuesToDetails, parseQueryString } from './query'

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> }

type Parsed<E extends Endpoint> = {
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>
}

export type HandlerContext<E extends Endpoint> = Parsed<E> & {
  request: Request
  url: URL
  area: Area
  /** The signed-in staff member; always set for endpoints whose contract says `staff`. */
  staff: E['staff'] extends true ? User : User | null
}

/**
 * Wraps a thin /api/v1 handler: checks the area header, parses path and query with the endpoint's
 * zod schemas (400 with details on bad input), enforces staff-only endpoints (401), and turns any
 * error into the API's error body. A handler returns data (sent as JSON) or a Response.
 */
export function handle<E extends Endpoint>(endpoint: E, run: (context: HandlerContext<E>) => Promise<unknown>) {
  return async (request: Request, routeContext?: RouteContext): Promise<Response> => {
    const url = new URL(request.url)
    try {
      const area = parseArea(request.headers.get(AREA_HEADER))
      if (!area) throw new ApiError(400, `The ${AREA_HEADER} header must be FO or all.`, [{ path: AREA_HEADER, message: 'must be FO or all' }])

      const query = endpoint.query ? parseOrThrow(endpoint.query, parseQueryString(url.search), 'Invalid query parameters.') : {}
      const rawParams = (await routeContext?.params) ?? {}
      const params = endpoint.params ? parseOrThrow(endpoint.params, rawParams, 'Invalid path.') : {}

      const staff = endpoint.staff || endpoint.method !== 'GET' ? await currentStaff(request.headers) : null
      if (endpoint.staff && !staff) throw unauthorized()

      const result = await run({ query, params, request, url, area, staff } as HandlerContext<E>)
      if (result instanceof Response) return result
      return Response.json(result, {
        headers: {
          [AREA_HEADER]: area,
          'Cache-Control': endpoint.staff ? 'private, no-store' : 'public, max-age=0, must-revalidate',
          Vary: `Authorization, ${AREA_HEADER}`,
        },
      })
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.status, error.message, error.details)
      console.error(`[api] ${request.method} ${url.pathname}${url.search} failed`, error)
      return errorResponse(500, 'The server could not answer this request. Please try again later.')
    }
  }
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const details = issuesToDetails(result.error.issues)
    throw new ApiError(400, `${message} ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details)
  }
  return result.data
}
