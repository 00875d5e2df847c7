import type { z } from 'zod'

import { AREA_HEADER, type Area, parseArea } from '@/domain/auth'
import { type Capability, capabilityLabel, hasCapability } from '@/domain/capabilities'
import type { User } from '@/payload-types'
import { currentStaff } from '@/services/sessions'

import type { Endpoint } from './contract'
import { ApiError, errorResponse, unauthorized } from './errors'
import { issuesToDetails, parseQueryString } from './query'

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> }

type Parsed<E extends Endpoint> = {
  query: E['query'] extends z.ZodType ? z.output<E['query']> : Record<string, never>
  params: E['params'] extends z.ZodType ? z.output<E['params']> : Record<string, never>
  body: E['body'] extends z.ZodType ? z.output<E['body']> : Record<string, never>
}

export type HandlerContext<E extends Endpoint> = Parsed<E> & {
  request: Request
  url: URL
  area: Area
  /** The signed-in staff member; always set for endpoints whose contract says `staff`. */
  staff: E['staff'] extends true ? User : User | null
}

/** Wraps a thin /api/v1 handler: area header, parsing (400), staff (401), capability (403), POST body, errors in the API's error body. */
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
      if (endpoint.capability && !hasCapability(staff, endpoint.capability)) throw forbidden(endpoint.capability)
      // The body is read only once the caller may send it.
      const body = endpoint.body ? parseOrThrow(endpoint.body, await readBody(request, endpoint), 'Invalid body.') : {}

      const result = await run({ query, params, body, request, url, area, staff } as HandlerContext<E>)
      if (result instanceof Response) return result
      return answer(endpoint, area, result)
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error.status, error.message, error.details)
      console.error(`[api] ${request.method} ${url.pathname}${url.search} failed`, error)
      return errorResponse(500, 'The server could not answer this request. Please try again later.')
    }
  }
}

/** A handler's answer as `handle` sends a value it returns, with `headers` added (a route that says more of its answer). */
export function answer(endpoint: Endpoint, area: Area, result: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(result, {
    status: endpoint.method === 'POST' ? 201 : 200,
    headers: {
      [AREA_HEADER]: area,
      'Cache-Control': endpoint.staff ? 'private, no-store' : 'public, max-age=0, must-revalidate',
      Vary: `Authorization, ${AREA_HEADER}`,
      ...headers,
    },
  })
}

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, message: string): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) {
    const details = issuesToDetails(result.error.issues)
    throw new ApiError(400, `${message} ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details)
  }
  return result.data
}

const forbidden = (capability: Capability) => new ApiError(403, `This call is for staff holding the ${capabilityLabel(capability)} capability.`)

/** The default bound of a body: a form or a JSON document, not an upload. */
const DEFAULT_MAX_BODY_BYTES = 64 * 1024

/** A POST's body as a value for its schema: form fields (files included) or JSON; at most the endpoint's bound. */
async function readBody(request: Request, endpoint: Endpoint): Promise<unknown> {
  const max = endpoint.maxBody?.bytes ?? DEFAULT_MAX_BODY_BYTES
  const tooLarge = () => new ApiError(413, endpoint.maxBody?.message ?? `The body is larger than ${max} bytes.`)
  if (Number(request.headers.get('content-length')) > max) throw tooLarge()
  const bytes = await readAtMost(request, max, tooLarge)
  const type = request.headers.get('content-type') ?? ''
  const multipart = endpoint.bodyEncoding === 'multipart'
  if (multipart && /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => {
      throw new ApiError(400, 'The form data does not parse.', [{ path: '(body)', message: 'is not valid form data' }])
    })
    return Object.fromEntries(form.entries())
  }
  if (!multipart && /^application\/json\b/i.test(type)) {
    try {
      return JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      throw new ApiError(400, 'The body is not valid JSON.', [{ path: '(body)', message: 'is not valid JSON' }])
    }
  }
  throw new ApiError(415, multipart ? 'Send the body as multipart/form-data.' : 'Send the body as JSON (Content-Type: application/json).')
}

/** The whole body, refused as soon as it grows past `max` bytes (a missing or false Content-Length cannot get round the bound). */
async function readAtMost(request: Request, max: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
