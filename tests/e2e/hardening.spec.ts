import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { type Page, request as playwrightRequest } from '@playwright/test'

import { EXPECTS_POLICY_REFUSAL, expect, signInAsAdministrator, slot, test } from './fixtures'
import { slotPort } from './slots'
import { slotDir } from './slots'

// Security headers (decision 0062): every response, public pages, the API and the back office alike.
test.describe('security headers', () => {
  for (const path of ['/', '/events', '/api/v1/configs', '/admin/login']) {
    test(`${path} forbids sniffing and framing by other sites`, async ({ request }) => {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['permissions-policy']).toContain('camera=()')
    })
  }

  test('the back office asks no third party for staff pictures (no Gravatar)', async ({ page }) => {
    await signInAsAdministrator(page.request)
    const hosts = new Set<string>()
    page.on('request', (request) => hosts.add(new URL(request.url()).host))
    await page.goto('/admin')
    await expect(page.getByRole('link', { name: /account/i }).first()).toBeVisible()
    expect([...hosts].filter((host) => !host.startsWith('localhost'))).toEqual([])
  })
})

// Bad paths (decision 0063): a path that looks like a file, or names the internal theme segment, is no page.
test.describe('paths that are no page', () => {
  for (const path of ['/wp-login.php', '/.env', '/light.bw', '/light-bw', '/dark', '/index.html', '/_payload.json']) {
    test(`${path} answers 404, not the home page`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(await response.text()).not.toContain('SearchAction')
    })
  }
})

// Bad paths (decision 0063): malformed, NUL-bearing and overlong addresses never reach a router or a database.
test.describe('malformed addresses', () => {
  // A malformed address under a route with parameters too: Next.js matches the address as requested
  // against the route it renders (domain/bad-paths.ts). The back office's and Next's own as well.
  const malformed = ['/events/%E0%A4', '/faculty/%E0%A4', '/features/%E0%A4', '/events/x%ff', '/press-releases/2026/%', '/admin/%E0%A4', '/_next/static/%zz']
  for (const path of ['/%ff%fe', '/a%00b', `/${'x'.repeat(3000)}`, ...malformed]) {
    test(`${path.slice(0, 40)} answers the site's 404 page`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(await response.text()).toMatch(/<title>4-UH-OH-4/)
    })
  }

  for (const path of ['/api/events/%00', '/api/media/file/%00', `/api/media/file/${'x'.repeat(10_000)}.png`, '/api/v1/events/%E0%A4']) {
    test(`${path.slice(0, 40)} answers 400 with a message`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(400)
      expect(JSON.stringify(await response.json())).toMatch(/malformed|control character|longer than/)
    })
  }
})

// Security headers (decision 0062): a policy that allows what the site uses, and nothing it does not.
test.describe('content security policy', () => {
  for (const path of ['/', '/events', '/videos', '/courses', '/search?q=painting', '/admin']) {
    test(`${path} runs under the policy with nothing refused`, async ({ page }) => {
      if (path === '/admin') await signInAsAdministrator(page.request)
      const refused: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      const response = await page.goto(path)
      const policy = response!.headers()['content-security-policy']!
      expect(policy).toContain("object-src 'none'")
      // Inline scripts by their hashes only (decision 0122).
      expect(scriptSources(policy)).not.toContain("'unsafe-inline'")
      await page.waitForLoadState('networkidle')
      // A client-side navigation runs under the page's policy too.
      if (path === '/') {
        await page.locator('a[href="/events"]').first().click()
        await page.waitForURL('**/events')
        await page.waitForLoadState('networkidle')
      }
      expect(refused).toEqual([])
    })
  }

  test('a page kept in the cache carries the hashes of exactly its own inline scripts', async ({ request }) => {
    await request.get('/about')
    for (const encoding of ['br', 'identity']) {
      const response = await request.get('/about', { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers()['x-nextjs-cache']).toBe('HIT')
      const html = await response.text()
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!))
      expect(inline.length).toBeGreaterThan(2)
      const sources = scriptSources(response.headers()['content-security-policy']!)
      for (const [, , text] of inline) expect(sources).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
      expect(sources).not.toContain("'unsafe-inline'")
    }
  })

  /** Adds a script to the home page, inline or from `src`, and answers the directive the policy refused it by. */
  const refusedDirective = async (page: Page, script: { text?: string; src?: string }) => {
    test.info().annotations.push({ type: EXPECTS_POLICY_REFUSAL })
    await page.goto('/')
    return page.evaluate(
      ({ text, src }) =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective))
          const element = document.createElement('script')
          if (text) element.textContent = text
          if (src) element.src = src
          document.head.append(element)
        }),
      script,
    )
  }

  test('an inline script the page did not carry is refused', async ({ page }) => {
    expect(await refusedDirective(page, { text: 'window.injected = true' })).toBe('script-src-elem')
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  })

  test('a script from another host is refused', async ({ page }) => {
    expect(await refusedDirective(page, { src: 'https://evil.example/steal.js' })).toBe('script-src-elem')
  })
})

// Sign-in (decision 0062): a write that rides on the session cookie is accepted from the site itself only.
test('a cookie-signed write from another site is refused, and the session stays', async ({ request, baseURL }) => {
  await signInAsAdministrator(request)
  const forged = await request.post('/api/users/logout', { headers: { Origin: 'https://evil.example' } })
  expect(forged.status()).toBe(403)
  expect(JSON.stringify(await forged.json())).toContain('this one came from https://evil.example')
  expect((await request.get('/api/v1/sessions/me')).status()).toBe(200)
  expect((await request.post('/api/users/logout', { headers: { Origin: baseURL! } })).status()).toBe(200)
  expect((await request.get('/api/v1/sessions/me')).status()).toBe(401)
})

// Decision 0121: staff write from whichever address of the site they opened, and from no other origin.
test('a signed-in write is accepted from the address the staff member opened, whatever SERVER_URL says, and refused from another', async () => {
  const opened = `http://127.0.0.1:${slotPort(slot())}`
  const staff = await playwrightRequest.newContext({ baseURL: opened })
  try {
    await signInAsAdministrator(staff)
    const elsewhere = await staff.post('/api/users/logout', { headers: { Origin: `http://localhost:${slotPort(slot())}` } })
    expect(elsewhere.status()).toBe(403)
    expect(JSON.stringify(await elsewhere.json())).toContain(`accepted only from the address it is sent to (${opened})`)
    expect((await staff.post('/api/users/logout', { headers: { Origin: opened } })).status()).toBe(200)
    expect((await staff.get('/api/v1/sessions/me')).status()).toBe(401)
  } finally {
    await staff.dispose()
  }
})

// Decision 0063: no anonymous request ends in a 500.
test.describe('requests that are no server error', () => {
  test('a file that is not there answers 404, through the image optimizer a 4xx', async ({ request }) => {
    expect((await request.get('/api/media/file/no-such-file.png')).status()).toBe(404)
    const optimized = await request.get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fno-such-file.png&w=256&q=75')
    expect(optimized.status()).toBeGreaterThanOrEqual(400)
    expect(optimized.status()).toBeLessThan(500)
  })

  test('TRACE answers 405', async ({ request }) => {
    const response = await request.fetch('/', { method: 'TRACE' })
    expect(response.status()).toBe(405)
    expect(response.headers()['allow']).toContain('GET')
  })

  test('an upload over the limit answers 413 before it is read', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const upload = httpRequest(
        {
          host: '127.0.0.1',
          port: slotPort(slot()),
          method: 'POST',
          path: '/api/media',
          headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 12 * 1024 * 1024 },
        },
        (response) => {
          response.resume()
          resolve(response.statusCode!)
        },
      )
      upload.on('error', reject)
      upload.write('--x\r\n')
    })
    expect(status).toBe(413)
  })

  test('a NUL in an upload’s file name, or a text body to Payload’s API, answers 400', async ({ request }) => {
    const nul = await request.post('/api/media', {
      multipart: {
        file: { name: 'photo\u0000.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
        _payload: '{"alt":"x"}',
      },
    })
    expect(nul.status()).toBe(400)
    const text = await request.post('/api/pages', { headers: { 'Content-Type': 'text/plain' }, data: 'hello' })
    expect(text.status()).toBe(400)
    expect(JSON.stringify(await text.json())).toMatch(/application\/json/)
  })
})

// Bad paths (decision 0063): an address that names no page is answered, never kept: nobody can fill the disk.
test('two hundred distinct unknown addresses leave nothing in the page cache, and pages are still cached', async ({ request }) => {
  // This worker's server keeps its rendered pages here (PAGE_CACHE_DIR, tests/e2e/global-setup.ts).
  const pageCache = path.join(slotDir(slot()), 'page-cache')
  const kept = (name: string) => (existsSync(pageCache) ? readdirSync(pageCache, { recursive: true }).filter((file) => String(file).includes(name)).length : 0)
  for (let start = 0; start < 200; start += 50) {
    const statuses = await Promise.all(Array.from({ length: 50 }, async (_, i) => (await request.get(`/disk-fill-${start + i}`)).status()))
    expect(statuses.every((status) => status === 404)).toBe(true)
  }
  expect(kept('disk-fill-')).toBe(0)
  await request.get('/about')
  // The folder looked in is the one pages are kept in.
  expect(kept('about')).toBeGreaterThan(0)
  expect((await request.get('/about')).headers()['x-nextjs-cache']).toBe('HIT')
})

/** The sources of a policy's `script-src`. */
function scriptSources(policy: string): string[] {
  return (
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? []
  )
}
