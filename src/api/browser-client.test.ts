import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { AREA_HEADER } from '@/domain/auth'

import { API_BASE_URL, MUTATING_METHODS, NON_MUTATING_RETRIES, PUBLIC_AREA, RETRY_STATUSES, apiFailure, apiFetch, retriesFor } from './browser-client'

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const errorBody = (status: number) => json(status, { error: { status, message: `Status ${status}`, details: [{ path: 'email', message: 'is not valid' }] } })

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('the browser API client (spec §7)', () => {
  // spec §7: "All through an HTTP client with a configured base URL and header X-Area set to FO."
  it('calls the configured base URL with X-Area: FO', async () => {
    expect([API_BASE_URL, AREA_HEADER, PUBLIC_AREA]).toEqual(['/api/v1', 'X-Area', 'FO'])
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }))
    expect(await apiFetch('/libcal/hours/5459', { query: { from: '2026-11-23', to: '2026-11-29' } })).toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/libcal/hours/5459?from=2026-11-23&to=2026-11-29')
    expect(new Headers(init?.headers).get('X-Area')).toBe('FO')
  })

  it('takes a path that already names the base URL as it is', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { created: true }))
    await apiFetch('/api/v1/newsletter-signups', { method: 'POST', body: { email: 'a@b.co' } })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/newsletter-signups')
    expect(init?.body).toBe('{"email":"a@b.co"}')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(new Headers(init?.headers).get('X-Area')).toBe('FO')
  })

  // spec §7: "Default client retry: one retry for non-mutating methods, none for POST, PUT, PATCH, DELETE, on statuses 408, 409, 425, 429, 500, 502, 503, 504."
  it('names the retry rule of spec §7', () => {
    expect(NON_MUTATING_RETRIES).toBe(1)
    expect(MUTATING_METHODS).toEqual(['POST', 'PUT', 'PATCH', 'DELETE'])
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].map((method) => retriesFor(method))).toEqual([1, 1, 1, 1])
    expect(['POST', 'PUT', 'PATCH', 'DELETE', 'delete'].map((method) => retriesFor(method))).toEqual([0, 0, 0, 0, 0])
  })

  it.each(RETRY_STATUSES)('retries a GET once on %i, then gives up', async (status) => {
    fetchMock.mockImplementation(async () => errorBody(status))
    await expect(apiFetch('/configs')).rejects.toMatchObject({ status })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('answers the retry when it succeeds', async () => {
    fetchMock.mockResolvedValueOnce(errorBody(503)).mockResolvedValueOnce(json(200, { items: [] }))
    expect(await apiFetch('/tags')).toEqual({ items: [] })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it.each([400, 401, 403, 404, 422])('does not retry a GET on %i', async (status) => {
    fetchMock.mockImplementation(async () => errorBody(status))
    await expect(apiFetch('/configs')).rejects.toMatchObject({ status })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it.each(MUTATING_METHODS)('never retries a %s', async (method) => {
    fetchMock.mockImplementation(async () => errorBody(503))
    await expect(apiFetch('/sessions', { method })).rejects.toMatchObject({ status: 503 })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not retry a call its caller aborted', async () => {
    const controller = new AbortController()
    controller.abort()
    fetchMock.mockImplementation(async (_input, init) => {
      init?.signal?.throwIfAborted()
      return json(200, {})
    })
    await expect(apiFetch('/configs', { signal: controller.signal })).rejects.toThrow()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('reads the error body of the contract from a failure, and nothing from a call that got no answer', async () => {
    fetchMock.mockResolvedValueOnce(errorBody(400))
    const error = await apiFetch('/newsletter-signups', { method: 'POST', body: {} }).catch((e: unknown) => e)
    expect(apiFailure(error)).toEqual({ status: 400, message: 'Status 400', details: [{ path: 'email', message: 'is not valid' }] })
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(apiFailure(await apiFetch('/newsletter-signups', { method: 'POST', body: {} }).catch((e: unknown) => e))).toBeNull()
    expect(apiFailure(new Error('other'))).toBeNull()
  })
})
