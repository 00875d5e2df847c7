/**
 * Who is asking, said once at the edge of the app (decision 0120). With no trusted proxy (TRUSTED_PROXIES=0, the
 * default) every forwarding header a client wrote is removed: nobody chooses their own address, host or scheme. The
 * connection's own address is written for the app to read (src/domain/rate-limit.ts senderOf), after removing any a
 * client sent. With a trusted proxy configured, a request from another machine that arrives without `X-Forwarded-For`
 * says the proxy is not there after all: a warning, once.
 */

/** The connection's address, for the app (src/domain/rate-limit.ts PEER_ADDRESS_HEADER; forwarding.test.ts checks they agree). */
export const PEER_ADDRESS_HEADER = 'x-peer-address'
/** What a proxy writes about the client: believed only from a trusted proxy. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']

/** `::ffff:203.0.113.5` (IPv4 on an IPv6 socket) → `203.0.113.5`. */
const plainAddress = (/** @type {string | undefined} */ address) => (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')

/** This machine: the front cache on the same host always forwards, and the app's own calls (the job clock) never do. */
const isLoopback = (/** @type {string} */ address) => address === '::1' || address.startsWith('127.')

/**
 * The edge for a server trusting `trustedProxies` proxies: call it on each request before anything reads its headers.
 * @param {number} trustedProxies
 * @param {(message: string) => void} [warn]
 * @returns {(request: import('node:http').IncomingMessage) => void}
 */
export function forwardingEdge(trustedProxies, warn = (message) => console.warn(message)) {
  let warned = false
  return (request) => {
    const peer = plainAddress(request.socket?.remoteAddress)
    const headers = request.headers
    if (trustedProxies <= 0) for (const name of FORWARDING_HEADERS) delete headers[name]
    else if (!warned && headers['x-forwarded-for'] === undefined && peer && !isLoopback(peer)) {
      warned = true
      warn(
        `▸ TRUSTED_PROXIES is ${trustedProxies}, but a request from ${peer} came without X-Forwarded-For: is the proxy in front? ` +
          'If clients reach the app directly, set TRUSTED_PROXIES=0, or any client can choose the address the abuse limits count (docs/configuration.md).',
      )
    }
    if (peer) headers[PEER_ADDRESS_HEADER] = peer
    else delete headers[PEER_ADDRESS_HEADER]
  }
}

/** TRUSTED_PROXIES as src/env.ts reads it (it has already refused anything else at start): a whole number, 0 when unset. */
export const trustedProxiesOf = (/** @type {Record<string, string | undefined>} */ env) => Number(env.TRUSTED_PROXIES?.trim() || 0) || 0
