import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, signInAsAdministrator, slot, test } from './fixtures'
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
      expect(response!.headers()['content-security-policy']).toContain("object-src 'none'")
      await page.waitForLoadState('networkidle')
      expect(refused).toEqual([])
    })
  }

  test('a script from another host is refused', async ({ page }) => {
    await page.goto('/')
    const directive = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective))
          const script = document.createElement('script')
          script.src = 'https://evil.example/steal.js'
          document.head.append(script)
        }),
    )
    expect(directive).toBe('script-src-elem')
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
