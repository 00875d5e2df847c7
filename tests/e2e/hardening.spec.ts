import { expect, test } from '@playwright/test'

import { signInAsAdministrator } from './fixtures'

// issue 20 (security headers): every response, public pages, the API and the back office alike.
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

// issue 20 (bad paths): a path that looks like a file, or names the internal theme segment, is no page.
test.describe('paths that are no page', () => {
  for (const path of ['/wp-login.php', '/.env', '/light.bw', '/light-bw', '/dark', '/index.html']) {
    test(`${path} answers 404, not the home page`, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(await response.text()).not.toContain('SearchAction')
    })
  }
})
