/** The browser's client of /api/v1 (spec §7): the base URL, the area header and the retry rule; client islands call only `apiFetch`. */
import { FetchError, type FetchOptions, ofetch } from 'ofetch'

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

const client = ofetch.create({ baseURL: API_BASE_URL, headers: { [AREA_HEADER]: PUBLIC_AREA }, retryStatusCodes: [...RETRY_STATUSES] })

type ApiOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'retry' | 'retryStatusCodes'>

/** A call under the API's base URL: the parsed JSON, or a `FetchError` after the retries (`apiFailure` answers null when nothing came). */
export function apiFetch<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return client<T>(path, { ...options, retry: retriesFor(options.method) })
}

/** What the API said about a failed call: its status and the error body of the contract. */
type ApiFailure = { status: number; message: string | null; details: { path: string; message: string }[] }

/** The API's answer to a call that failed, or null when no answer came (offline, aborted). */
export function apiFailure(error: unknown): ApiFailure | null {
  if (!(error instanceof FetchError) || !error.response) return null
  const body = error.data as { error?: { message?: unknown; details?: unknown } } | undefined
  const details = Array.isArray(body?.error?.details) ? (body.error.details as ApiFailure['details']) : []
  return { status: error.response.status, message: typeof body?.error?.message === 'string' ? body.error.message : null, details }
}
