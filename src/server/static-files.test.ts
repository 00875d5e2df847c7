import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type Server, createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompress } from '../../scripts/lib/precompress.mjs'
import { configuredHeadersFor, staticFiles } from './static-files.mjs'

/** A build's record of next.config.ts's headers(): one rule for every address, one for the back office, one with a condition. */
const MANIFEST = {
  headers: [
    { source: '/:path*', regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    {
      source: '/admin/:path*',
      regex: '^/admin(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
      headers: [{ key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' }],
    },
    {
      source: '/:path*',
      regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
      has: [{ type: 'query', key: 'x' }],
      headers: [{ key: 'X-Only-With-X', value: '1' }],
    },
  ],
}

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

// docs/decisions/0076: the build files served as compressed at build, on a real HTTP server.
describe('the build files', () => {
  let dist: string
  let server: Server
  let base: string
  const script = Buffer.from('window.built = "a chunk of the build";\n'.repeat(300))

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'static-files-'))
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
    writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify(MANIFEST))
    writeFileSync(path.join(dist, 'static/chunks/app.js'), script)
    await precompress(path.join(dist, 'static'))
    const serve = staticFiles(dist)
    // What the server hands on stands in for Next.js: it answers with the address it was given.
    server = createServer((request, response) => serve(request, response, () => response.writeHead(404, { 'x-next': request.url }).end()))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => {
    server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  const get = (address: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Answer>((resolve, reject) => {
      // The address as written, not normalised as a URL would be (the traversal cases below).
      const call = httpRequest(base, { path: address, method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      call.on('error', reject)
      call.end()
    })

  it('sends Brotli to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise', async () => {
    const brotli = await get('/_next/static/chunks/app.js?dpl=abc', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).equals(script)).toBe(true)
    const zipped = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.body).equals(script)).toBe(true)
    const plain = await get('/_next/static/chunks/app.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(script)).toBe(true)
    for (const answer of [brotli, zipped, plain]) {
      expect(answer.status).toBe(200)
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.headers['cache-control']).toBe('public,max-age=31536000,immutable')
      expect(answer.headers['content-type']).toMatch(/javascript/)
      // The headers next.config.ts gives every address; not the back office's, nor a conditional rule's.
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['accept-ch']).toBeUndefined()
      expect(answer.headers['x-only-with-x']).toBeUndefined()
    }
  })

  it('answers a HEAD without a body and a matching If-None-Match with 304', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    const again = await get('/_next/static/chunks/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(head.headers.etag) })
    expect(again.status).toBe(304)
  })

  it('leaves to Next.js, with its address as asked, what it has no file for, a range, a write and anything outside the build files', async () => {
    for (const [address, headers, method] of [
      ['/_next/static/chunks/missing.js', {}, 'GET'],
      ['/_next/static/chunks/app.js', { Range: 'bytes=0-9' }, 'GET'],
      ['/_next/static/chunks/app.js', {}, 'POST'],
      ['/_next/static/../routes-manifest.json', {}, 'GET'],
      ['/_next/static/%2e%2e/routes-manifest.json', {}, 'GET'],
      ['/chunks/app.js', {}, 'GET'],
    ] as const) {
      const answer = await get(address, headers, method)
      expect(answer.status, address).toBe(404)
      expect(answer.headers['x-next'], address).toBe(address)
    }
  })

  it('reads the headers of an address as the build recorded them', () => {
    expect(configuredHeadersFor(MANIFEST, '/_next/static/chunks/app.js')).toEqual([{ key: 'X-Content-Type-Options', value: 'nosniff' }])
    expect(configuredHeadersFor(MANIFEST, '/admin/collections').map((header) => header.key)).toEqual(['X-Content-Type-Options', 'Accept-CH'])
    expect(configuredHeadersFor({}, '/')).toEqual([])
  })
})
