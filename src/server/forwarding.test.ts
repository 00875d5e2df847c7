import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { PEER_ADDRESS_HEADER as APP_PEER_HEADER, senderOf } from '@/domain/rate-limit'

import { PEER_ADDRESS_HEADER, forwardingEdge, trustedProxiesOf } from './forwarding.mjs'

const FORGED = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-real-ip': '7.7.7.7',
  forwarded: 'for=8.8.8.8',
  [PEER_ADDRESS_HEADER]: '9.9.9.9',
}

const requestFrom = (remoteAddress: string | undefined, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { host: '127.0.0.1:3000', ...headers } }) as unknown as IncomingMessage

const asHeaders = (request: IncomingMessage) => new Headers(request.headers as Record<string, string>)

// Decision 0120: nobody's X-Forwarded-For is believed unless TRUSTED_PROXIES says a proxy stands in front.
describe('the forwarding edge', () => {
  it('names the header the app reads', () => {
    expect(PEER_ADDRESS_HEADER).toBe(APP_PEER_HEADER)
  })

  it('with no trusted proxy, drops every forwarding header a client wrote and counts the connection', () => {
    const request = requestFrom('::ffff:203.0.113.5', FORGED)
    forwardingEdge(0, () => {})(request)
    expect(request.headers).toEqual({ host: '127.0.0.1:3000', [PEER_ADDRESS_HEADER]: '203.0.113.5' })
    expect(senderOf(asHeaders(request), 0)).toBe('203.0.113.5')
  })

  it('a new X-Forwarded-For on each request changes nothing: every try counts for the one connection', () => {
    const edge = forwardingEdge(0, () => {})
    const senders = Array.from({ length: 5 }, (_, i) => {
      const request = requestFrom('198.51.100.7', { 'x-forwarded-for': `10.0.0.${i}` })
      edge(request)
      return senderOf(asHeaders(request), 0)
    })
    expect(new Set(senders)).toEqual(new Set(['198.51.100.7']))
  })

  it('behind a trusted proxy, keeps what it forwarded, but never a client’s peer header', () => {
    const request = requestFrom('127.0.0.1', { ...FORGED, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })
    forwardingEdge(1, () => {})(request)
    expect(request.headers['x-forwarded-host']).toBe('evil.example')
    expect(request.headers[PEER_ADDRESS_HEADER]).toBe('127.0.0.1')
    expect(senderOf(asHeaders(request), 1)).toBe('203.0.113.9')
  })

  it('warns once when a trusted proxy is configured but requests from another machine arrive without one', () => {
    const warnings: string[] = []
    const edge = forwardingEdge(1, (message) => warnings.push(message))
    edge(requestFrom('127.0.0.1'))
    edge(requestFrom('203.0.113.5', { 'x-forwarded-for': '198.51.100.1' }))
    expect(warnings).toEqual([])
    edge(requestFrom('203.0.113.5'))
    edge(requestFrom('203.0.113.6'))
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/TRUSTED_PROXIES is 1, but a request from 203.0.113.5 came without X-Forwarded-For/)
  })

  it('reads TRUSTED_PROXIES as the environment says, 0 when unset', () => {
    expect(trustedProxiesOf({})).toBe(0)
    expect(trustedProxiesOf({ TRUSTED_PROXIES: ' ' })).toBe(0)
    expect(trustedProxiesOf({ TRUSTED_PROXIES: '2' })).toBe(2)
  })
})
