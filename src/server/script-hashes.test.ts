import { createHash } from 'node:crypto'
import { type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/domain/security-headers'

import { hashInlineScripts, inlineScriptHashes, withScriptHashes } from './script-hashes.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const scriptSrc = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src '))!
    .split(' ')
    .slice(1)

// Decision 0122: no inline script runs but those the answer itself carries, named by their hashes.
describe('the hashes of inline scripts', () => {
  const page = [
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>',
    '<script>document.documentElement.dataset.js="1"</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script></head><body>',
    '<script>self.__next_f.push([1,"a:é\\u003c/script>"])</script>',
    '<script data-src="x">(self.__next_f=self.__next_f||[]).push([0])</script>',
    '<script>document.documentElement.dataset.js="1"</script>',
    '<SCRIPT type="module">import("/x.js")</SCRIPT ></body></html>',
  ].join('')

  it('hashes each inline script once, as its text is in the page, and neither files nor data blocks', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha('document.documentElement.dataset.js="1"'),
      sha('self.__next_f.push([1,"a:é\\u003c/script>"])'),
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('import("/x.js")'),
    ])
  })

  it('puts them in script-src in place of unsafe-inline, leaving the other directives as they are', () => {
    const policy = withScriptHashes(
      "default-src 'self'; script-src 'self' 'unsafe-inline' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'",
      ["'sha256-AAA='"],
    )
    expect(policy).toBe("default-src 'self'; script-src 'self' https://www.googletagmanager.com 'sha256-AAA='; style-src 'self' 'unsafe-inline'")
    expect(withScriptHashes("default-src 'self'", ["'sha256-AAA='"])).toBe("default-src 'self'")
  })
})

describe('an answer under the policy', () => {
  let server: Server
  let base: string
  const POLICY = contentSecurityPolicy('http://localhost:3000')
  const routes: Record<string, (response: ServerResponse) => void> = {
    // As Next.js streams a page: headers set, then chunks, a flush, and the end.
    '/streamed': (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Security-Policy', POLICY)
      response.flushHeaders()
      response.write('<html><body><script>self.__next_f.push([1,"one"])</script>')
      setTimeout(() => response.end('<script>self.__next_f.push([1,"two"])</script></body></html>'), 5)
    },
    '/whole': (response) => {
      response.writeHead(404, { 'Content-Type': 'text/html', 'Content-Security-Policy': POLICY })
      response.end(Buffer.from('<script>alert("not found")</script>'))
    },
    // Next.js answers a request whose If-None-Match holds the page's ETag like this.
    '/not-modified': (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Security-Policy', POLICY)
      response.statusCode = 304
      response.end()
    },
    // A page whose length Next.js gave, rewritten before it is sent (the scripts after the first paint, decision 0183).
    '/rewritten': (response) => {
      const page = '<html><head></head><body><script>self.__next_f.push([1,"one"])</script></body></html>'
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': POLICY, 'Content-Length': String(Buffer.byteLength(page)) })
      response.end(page)
    },
    '/json': (response) => {
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Content-Security-Policy', POLICY)
      response.write('{"a":')
      response.end('"<script>x</script>"}')
    },
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      hashInlineScripts(response, request.url === '/rewritten' ? (html) => html.replace('</head>', '<script>self.added=1</script></head>') : undefined)
      routes[request.url!]!(response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('of a page streamed in parts carries the hashes of all its inline scripts, and the whole page', async () => {
    const response = await fetch(`${base}/streamed`)
    expect(await response.text()).toBe('<html><body><script>self.__next_f.push([1,"one"])</script><script>self.__next_f.push([1,"two"])</script></body></html>')
    const sources = scriptSrc(response.headers.get('content-security-policy')!)
    expect(sources).not.toContain("'unsafe-inline'")
    expect(sources).toEqual(expect.arrayContaining([sha('self.__next_f.push([1,"one"])'), sha('self.__next_f.push([1,"two"])')]))
  })

  it('keeps the status written with its headers', async () => {
    const response = await fetch(`${base}/whole`)
    expect(response.status).toBe(404)
    expect(scriptSrc(response.headers.get('content-security-policy')!)).toContain(sha('alert("not found")'))
  })

  it('rewritten before it is sent carries the rewritten page, its length and the hashes of its own inline scripts', async () => {
    const response = await fetch(`${base}/rewritten`)
    const page = '<html><head><script>self.added=1</script></head><body><script>self.__next_f.push([1,"one"])</script></body></html>'
    expect(await response.text()).toBe(page)
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(page)))
    expect(scriptSrc(response.headers.get('content-security-policy')!)).toEqual(
      expect.arrayContaining([sha('self.added=1'), sha('self.__next_f.push([1,"one"])')]),
    )
  })

  it('that revalidates the page the browser holds (304) sends no policy, so the one stored with the page stays', async () => {
    const response = await fetch(`${base}/not-modified`)
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('that is no page passes as it came, with no script allowed inline', async () => {
    const response = await fetch(`${base}/json`)
    expect(await response.text()).toBe('{"a":"<script>x</script>"}')
    expect(response.headers.get('content-security-policy')).toBe(POLICY)
  })
})
