/** The browser's client of /api/v1 (spec §7): the base URL, the area header and the retry rule; client islands call only `apiFetch`. */
import { AREA_HEADER } from '@/domain/auth'

/** spec §7: the client's configured base URL. */
export const API_BASE_URL = '/api/v1'
/** spec §7: the area the public site's calls come from (the X-Area header). */
export const PUBLIC_AREA = 'FO'

/** spec §7: methods that change something are never retried. */
export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
/** spec §7: how often a non-mutating call is tried again. */
export const NON_MUTATING_RETRIES = 1
/** spec §7: the answers worth trying again (a call that got no answer at all counts as 500). */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const

/** How many times a call with this method is retried. */
export function retriesFor(method = 'GET'): number {
  return (MUTATING_METHODS as readonly string[]).includes(method.toUpperCase()) ? 0 : NON_MUTATING_RETRIES
}

/** A call that got an answer of 400 or more: its status and its parsed body. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`The API answered ${status}`)
  }
}

type ApiOptions = {
  method?: string
  /** Added to the address as its query: a list as its key repeated, an undefined value left out. */
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>
  /** A plain object or list is sent as JSON; anything else (FormData, text) as it is. */
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/** The address of `path` under the base URL (a path that already names the base URL is taken as it is), with its query. */
function addressOf(path: string, query: ApiOptions['query']): string {
  const base = path === API_BASE_URL || path.startsWith(`${API_BASE_URL}/`) ? path : `${API_BASE_URL}${path.startsWith('/') ? '' : '/'}${path}`
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) for (const item of value === undefined ? [] : [value].flat()) search.append(key, String(item))
  const text = search.toString()
  return text ? `${base}${base.includes('?') ? '&' : '?'}${text}` : base
}

/** The body of an answer: JSON when it says so, text otherwise, nothing when it has none. */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/**
 * A call under the API's base URL: the parsed JSON, or an `ApiError` once the retries are spent (`apiFailure` answers null when
 * nothing came). The site's own client on `fetch`, in place of a library of 4 KB gzip in every island that calls (docs/decisions/0182).
 */
export async function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', query, body, headers, signal } = options
  const json = body !== undefined && body !== null && (Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype)
  const init: RequestInit = {
    method,
    headers: { [AREA_HEADER]: PUBLIC_AREA, ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(body) : (body as BodyInit | null | undefined),
    signal,
  }
  const url = addressOf(path, query)
  for (let retries = retriesFor(method); ; retries--) {
    try {
      const response = await fetch(url, init)
      if (response.ok) return (await bodyOf(response)) as T
      const status = response.status
      if (retries <= 0 || !(RETRY_STATUSES as readonly number[]).includes(status)) throw new ApiError(status, await bodyOf(response))
    } catch (error) {
      // spec §7: a call that got no answer counts as 500; one its caller aborted is not tried again.
      if (error instanceof ApiError || signal?.aborted || retries <= 0 || (error as Error | null)?.name === 'AbortError') throw error
    }
  }
}

/** What the API said about a failed call: its status and the error body of the contract. */
type ApiFailure = { status: number; message: string | null; details: { path: string; message: string }[] }

/** The API's answer to a call that failed, or null when no answer came (offline, aborted). */
export function apiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof ApiError)) return null
  const body = error.data as { error?: { message?: unknown; details?: unknown } } | undefined
  const details = Array.isArray(body?.error?.details) ? (body.error.details as ApiFailure['details']) : []
  return { status: error.status, message: typeof body?.error?.message === 'string' ? body.error.message : null, details }
}
