import { accessibilityViolations, expect, staffLogins, test } from './fixtures'

test.describe('the running site', () => {
  test('the home page shows the demo college in its frame', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Foundry School of Art & Design')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admissions' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('214 Delancey Street')
    await expect(page.locator('body')).toHaveClass(/\blight-mode\b/)
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main-content')).toBeFocused()
  })

  test('site-wide and home-page alerts show and can be dismissed for the visit', async ({ page, context }) => {
    await page.goto('/')
    const alert = page.getByRole('region', { name: 'Spring open studios' })
    await expect(alert).toBeVisible()
    await expect(page.getByRole('region', { name: 'Applications for fall are open' })).toBeVisible()
    await expect(page.getByText('Draft: snow closure')).toHaveCount(0)
    await alert.getByRole('button', { name: /Dismiss/ }).click()
    await expect(alert).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Spring open studios' })).toHaveCount(0)
    const fresh = await context.browser()!.newPage()
    await fresh.goto(page.url())
    await expect(fresh.getByRole('region', { name: 'Spring open studios' })).toBeVisible()
    await fresh.close()
  })

  test('?vibe=;) selects the dark theme, keeps it in a cookie and leaves the address', async ({ page, context }) => {
    await page.goto('/?vibe=;)')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('body')).toHaveClass(/\bdark-mode\b/)
    const cookie = (await context.cookies()).find((c) => c.name === 'selectedTheme')
    expect(cookie?.value).toBe('dark')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    await page.goto('/?vibe=:)')
    await expect(page.locator('body')).toHaveClass(/\blight-mode\b/)
    await page.goto('/?vibe=nonsense')
    await expect(page.locator('body')).toHaveClass(/\blight-mode\b/)
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`the home page has no accessibility violations (${theme}, ${width} px)`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/')
        await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-mode`))
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  }
})

test.describe('error pages', () => {
  test('an unknown path answers 404 with 4-UH-OH-4 and a video that loads only on request', async ({ page }) => {
    const response = await page.goto('/no-such-page/at/all')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('4-UH-OH-4')
    await expect(page.getByText("We couldn't find what you're looking for. But maybe you'll enjoy this video?")).toBeVisible()
    const player = page.locator('[data-video-id]')
    await expect(player).toHaveAttribute('data-video-id', /^[A-Za-z0-9_-]{6,20}$/)
    await expect(page.locator('iframe')).toHaveCount(0)
    const videoId = await player.getAttribute('data-video-id')
    await page.getByRole('button', { name: /Play/ }).click()
    await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(videoId!))
    expect(await accessibilityViolations(page)).toEqual([])
  })

  // The 404 page is in the server's HTML (decision 0066) (Next.js alone sends an empty shell that only a script fills in).
  test('every page that finds nothing sends the 404 page in its HTML, in English, not indexed', async ({ request }) => {
    const paths = [
      // Rendered for each request, their status set before they render (decision 0066).
      '/events/%E0%A4',
      '/academics/continuing-education/courses?title=Ink&page=abc',
      // Cached pages.
      '/form/no-such-form',
      '/no-such-page/at/all',
      '/events/no-such-event',
      '/faculty/no-such-person',
      '/features/no-such-story',
      '/videos/no-such-channel',
      '/press-releases/2019/none',
    ]
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html, path).toMatch(/<html [^>]*lang="en"/)
      expect(html, path).toMatch(/<h1[^>]*>4-UH-OH-4<\/h1>/)
      expect(html, path).toContain('We couldn&#x27;t find what you&#x27;re looking for.')
      expect(html, path).toMatch(/<title>4-UH-OH-4/)
      expect(html, path).toMatch(/<meta name="robots" content="noindex/)
    }
  })

  test('a server fault answers 500 with the text of the spec', async ({ page }) => {
    const response = await page.goto('/e2e-fault')
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops! Server error.')
    await expect(
      page.getByText('The server has encountered an unexpected interruption. We are working to fix the issue. Please try again later.'),
    ).toBeVisible()
  })

  // spec §7 writes these two with a trailing slash; they answer the list, not a redirect.
  test('/api/v1/locations/ and /api/v1/buildings/ answer their lists', async ({ request }) => {
    for (const path of ['/api/v1/locations/', '/api/v1/buildings/']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['content-type'], path).toContain('application/json')
    }
  })

  test('an unknown API path answers JSON', async ({ request }) => {
    const response = await request.get('/api/v1/nope')
    expect(response.status()).toBe(404)
    expect((await response.json()).error.status).toBe(404)
  })
})

test.describe('the back office', () => {
  test('staff sign in at /admin and find the shared entities', async ({ page }) => {
    const admin = staffLogins().find((l) => l.role === 'Administrator')!
    const response = await page.goto('/admin')
    expect(response?.status()).toBe(200)
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Login' }).click()
    for (const name of ['Departments', 'Tags', 'Locations', 'Buildings', 'Roles', 'Media', 'Site-wide alerts', 'Home-page alerts']) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible()
    }
    const me = await page.request.get('/api/v1/sessions/me')
    expect(me.status()).toBe(200)
    expect((await me.json()).fullName).toBe('Morgan Achebe')
  })
})

test.describe('the empty layout', () => {
  test('a faculty preview has no header or footer, asks visitors to sign in, and shows staff an unpublished profile', async ({ page }) => {
    await page.goto('/preview/faculty-profile/anyone')
    await expect(page.getByRole('banner')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sign in to the back office' })).toBeVisible()

    const admin = staffLogins().find((login) => login.role === 'Administrator')!
    const login = await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })
    expect(login.ok()).toBe(true)
    const { docs } = await (await page.request.get('/api/faculty-profiles?where[published][equals]=false&limit=1&depth=0')).json()
    const hidden = docs[0] as { name: string; slug: string }
    await page.goto(`/preview/faculty-profile/${hidden.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hidden.name)
    await expect(page.getByText('Not published: only staff see this preview.')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
  })
})
