import { type Server, createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ALLOWED_METHODS, MAX_BODY_BYTES, refusedAtEdge } from './refusals.mjs'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

// Decision 0063: a request no route can serve answers a 4xx before Next.js sees it, never a 500.
describe('requests refused at the edge', () => {
  let server: Server
  let port: number
  let reached = 0

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (refusedAtEdge(request, response)) return
      reached++
      request.resume()
      request.on('end', () => response.end('served'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const ask = (method: string, headers: Record<string, string | number> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, method, path: '/', headers }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
      })
      request.on('error', reject)
      request.end(body)
    })

  it('TRACE and other methods no route speaks answer 405 with the allowed ones', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await ask(method)
      expect(answer.status).toBe(405)
      expect(answer.headers.allow).toBe(ALLOWED_METHODS.join(', '))
      expect(JSON.parse(answer.body).errors[0].message).toMatch(/is not allowed here/)
    }
  })

  it('a body declared over the limit answers 413 without being read', async () => {
    const before = reached
    const answer = await ask('POST', { 'Content-Length': MAX_BODY_BYTES + 1, 'Content-Type': 'multipart/form-data; boundary=x' }, 'x')
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/larger than 11 MB/)
    expect(reached).toBe(before)
  })

  it('everything else passes', async () => {
    expect((await ask('GET')).body).toBe('served')
    expect((await ask('POST', { 'Content-Length': 2 }, '{}')).body).toBe('served')
    expect((await ask('OPTIONS')).status).toBe(200)
  })
})
