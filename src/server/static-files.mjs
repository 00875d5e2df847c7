/** Next.js's build files (`/_next/static/…`) sent as compressed at build time, with Next's headers (decision 0076). */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import sirv from 'sirv'

/** Where the build files are asked for. */
const STATIC_PREFIX = '/_next/static/'
/** A build file's name changes with its content (Next.js's own `Cache-Control` for them). */
const ONE_YEAR_SECONDS = 31_536_000

/**
 * The headers next.config.ts's `headers()` gives `pathname`, as the build recorded them (no rule here has `has` or `missing`).
 * @param {{ headers?: { regex: string, headers: { key: string, value: string }[], has?: unknown, missing?: unknown }[] }} manifest `.next/routes-manifest.json`
 * @param {string} pathname
 */
export function configuredHeadersFor(manifest, pathname) {
  return (manifest.headers ?? []).filter((rule) => !rule.has && !rule.missing && new RegExp(rule.regex).test(pathname)).flatMap((rule) => rule.headers)
}

/**
 * The handler of the build files in `distDir`; calls `next()` for anything else.
 * @param {string} distDir
 */
export function staticFiles(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'))
  // Every build file gets the same ones: compute them once.
  const headers = configuredHeadersFor(manifest, `${STATIC_PREFIX}file`)
  const serve = sirv(path.join(distDir, 'static'), {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: ONE_YEAR_SECONDS,
    immutable: true,
    extensions: [],
    setHeaders: (response) => {
      for (const { key, value } of headers) response.setHeader(key, value)
    },
  })
  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} next
   */
  return (request, response, next) => {
    const url = request.url ?? ''
    if (!url.startsWith(STATIC_PREFIX) || (request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range) return next()
    // sirv looks the path up under its folder: the address less the prefix, given back to Next.js if it has no such file.
    request.url = url.slice(STATIC_PREFIX.length - 1)
    return serve(request, response, () => {
      request.url = url
      return next()
    })
  }
}
