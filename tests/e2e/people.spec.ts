import { type Page } from '@playwright/test'

import { accessibilityViolations, expect, signInAsAdministrator, staffLogins, test } from './fixtures'

/** Requests the page sends to any host but this site's: none may leave before a visitor asks. */
function thirdPartyRequests(page: Page, baseURL: string): string[] {
  const own = new URL(baseURL).host
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== own) seen.push(request.url())
  })
  return seen
}

/** The page's schema.org object of this type. */
async function structuredData(page: Page, type: string): Promise<Record<string, unknown>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const found = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === type)
  if (!found) throw new Error(`No ${type} JSON-LD on ${page.url()}`)
  return found
}

type FacultyItem = { id: number; name: string; slug: string; departments: { id: number; slug: string; title: string }[] }
type Channel = { id: number; slug: string; title: string; playlistType: string }
type Video = { id: number; slug: string; title: string; path: string; videoId: string; provider: string }

test.describe('faculty', () => {
  test('the A–Z jump links land on their letter; empty letters are not links', async ({ page }) => {
    const response = await page.goto('/faculty')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty' })).toBeVisible()
    const letters = page.getByRole('navigation', { name: 'Jump to letter' })
    const links = letters.getByRole('link')
    expect(await links.count()).toBeGreaterThan(5)
    expect(await letters.locator('li').count()).toBe(27)

    // The last letter with people: the page must scroll to reach it.
    const last = links.last()
    const href = (await last.getAttribute('href'))!
    await last.click()
    await expect(page).toHaveURL(new RegExp(`${href.replace('#', '#')}$`))
    const section = page.locator(href)
    await expect(section).toBeInViewport()
    const heading = section.getByRole('heading', { level: 2 })
    await expect(heading).toBeInViewport()
    // Everybody in the section is filed under that letter.
    const letter = (await last.textContent())!.trim()
    expect(await section.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0)

    // Back to the top and to the first letter by keyboard.
    await page.goto('/faculty')
    const first = links.first()
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator((await first.getAttribute('href'))!)).toBeInViewport()
    expect(letter).toMatch(/^[A-Z#]$/)
  })

  test('the department filter lives in the address and shows only that department', async ({ page, request }) => {
    await page.goto('/faculty')
    const filter = page.locator('details').filter({ hasText: 'Department' })
    await filter.locator('summary').click()
    // Its markup is the server's alone; its stylesheet comes with the page all the same (docs/decisions/0185).
    await expect(filter.locator('summary + div')).toHaveCSS('display', 'grid')
    await filter.getByRole('link', { name: 'Illustration', exact: true }).click()
    await expect(page).toHaveURL(/\/faculty\/department\/illustration$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Illustration faculty')

    const all = (await (await request.get('/api/v1/faculty-profiles')).json()).items as FacultyItem[]
    const expected = all.filter((item) => item.departments.some((d) => d.slug === 'illustration')).map((item) => item.name)
    expect(expected.length).toBeGreaterThan(0)
    const shown = await page.locator('main h3').allTextContents()
    expect(shown.sort()).toEqual(expected.sort())
    const outsider = all.find((item) => !item.departments.some((d) => d.slug === 'illustration'))!
    await expect(page.getByRole('link', { name: outsider.name, exact: true })).toHaveCount(0)

    // The address alone brings the same page back, and "All departments" clears the filter.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Illustration faculty')
    await page.locator('details').filter({ hasText: 'Department' }).locator('summary').click()
    await page.getByRole('link', { name: 'All departments' }).click()
    await expect(page).toHaveURL(/\/faculty$/)
  })

  test('a card leads to the profile, with Person structured data', async ({ page }) => {
    await page.goto('/faculty')
    const card = page.locator('main section h3 a').first()
    const name = (await card.textContent())!
    await card.click()
    await expect(page).toHaveURL(/\/faculty\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    const data = await structuredData(page, 'Person')
    expect(data).toMatchObject({ '@type': 'Person', name })
  })

  test('a draft profile answers 404 to everybody, though staff can preview it', async ({ page, browser, baseURL }) => {
    const admin = staffLogins().find((login) => login.role === 'Administrator')!
    expect((await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })).ok()).toBe(true)
    const { docs } = await (await page.request.get('/api/faculty-profiles?where[_status][equals]=draft&limit=1&depth=0')).json()
    const draft = docs[0] as { name: string; slug: string }
    await page.goto(`/preview/faculty-profile/${draft.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.name)
    const visitorContext = await browser.newContext({ baseURL })
    const visitor = await visitorContext.newPage()
    expect((await visitor.goto(`/faculty/${draft.slug}`))?.status()).toBe(404)
    await visitor.goto('/faculty')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Faculty' })).toBeVisible()
    await expect(visitor.locator(`a[href="/faculty/${draft.slug}"]`)).toHaveCount(0)
    await visitorContext.close()
  })

  test('a department page lists its faculty', async ({ page }) => {
    const response = await page.goto('/academics/undergraduate/illustration')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Illustration')
    const faculty = page.getByRole('region', { name: 'Faculty' })
    expect(await faculty.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0)
    await faculty.getByRole('link', { name: /faculty, A–Z/ }).click()
    await expect(page).toHaveURL(/\/faculty\/department\/illustration$/)
  })
})

test.describe('videos', () => {
  test('a video page plays nothing until clicked, then embeds the right video', async ({ page, request, baseURL }) => {
    const channels = (await (await request.get('/api/v1/video-channels')).json()).items as Channel[]
    const channel = channels.find((c) => c.playlistType === 'channel')!
    const video = ((await (await request.get(`/api/v1/videos?filters[channels]=${channel.id}&limit=3`)).json()).items as Video[])[2]!
    const leaving = thirdPartyRequests(page, baseURL!)
    const response = await page.goto(video.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.title)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(leaving).toEqual([])

    await page.getByRole('button', { name: `Play “${video.title}”` }).click()
    const frame = page.locator('iframe')
    await expect(frame).toHaveCount(1)
    const src = (await frame.getAttribute('src'))!
    expect(src).toContain(`/${video.videoId}?`)
    expect(new URL(src).host).toBe(video.provider === 'vimeo' ? 'player.vimeo.com' : 'www.youtube-nocookie.com')
    const data = await structuredData(page, 'VideoObject')
    expect(data).toMatchObject({ '@type': 'VideoObject', name: video.title })
    expect(String(data.embedUrl)).toContain(video.videoId)
    expect(data.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/) // its length, as schema.org writes it
  })

  test('a video listed in two channels names one canonical address, under its first channel', async ({ page, request }) => {
    const videos: { slug: string; channels: { slug: string }[] }[] = (await (await request.get('/api/v1/videos?limit=50')).json()).items
    const shared = videos.find((video) => video.channels.length > 1)!
    const [home, other] = shared.channels
    await page.goto(`/videos/${other!.slug}/${shared.slug}`)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/videos/${home!.slug}/${shared.slug}$`))
  })

  test('a channel shows 12 videos a page and pages through its playlist', async ({ page, request }) => {
    const channels = (await (await request.get('/api/v1/video-channels')).json()).items as Channel[]
    const channel = channels.find((c) => c.playlistType === 'channel')!
    await page.goto(`/videos/${channel.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(channel.title)
    // The newest leads as a feature, the other 11 of the first 12 follow.
    const playlist = page.getByRole('region', { name: 'More in this channel' })
    await expect(playlist.locator('ol > li')).toHaveCount(11)
    await page
      .getByRole('navigation', { name: `${channel.title} pages` })
      .getByRole('link', { name: 'Next' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/videos/${channel.slug}/page/2$`))
    await expect(page.locator('main ol > li')).toHaveCount(12)
    expect((await page.goto(`/videos/${channel.slug}/page/999`))?.status()).toBe(404)
  })

  test('/videos shows each channel and loads no third-party script or frame', async ({ page, baseURL }) => {
    const leaving = thirdPartyRequests(page, baseURL!)
    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Videos')
    expect(await page.getByRole('navigation', { name: 'Video channels' }).getByRole('link').count()).toBe(7)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(leaving).toEqual([])
  })
})

test.describe('contact and maps', () => {
  test('buildings, every card view and library hours for a range', async ({ page, baseURL }) => {
    const leaving = thirdPartyRequests(page, baseURL!)
    await page.goto('/contact-and-maps')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact and Maps')
    await expect(page.getByRole('region', { name: 'Our buildings' }).getByRole('listitem').first()).toBeVisible()
    for (const view of ['withImage', 'withoutImage', 'withMap']) await expect(page.locator(`[data-card-view="${view}"]`).first()).toBeVisible()
    await expect(page.getByRole('region', { name: 'International locations' })).toBeVisible()

    const hours = page.getByRole('region', { name: 'Library hours' })
    const table = hours.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Hester Library' })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(8)
    const firstDay = await table.getByRole('rowheader').first().textContent()
    await hours.getByRole('button', { name: 'Next week' }).click()
    await expect(table.getByRole('rowheader').first()).not.toHaveText(firstDay!)
    await expect(table.getByRole('row')).toHaveCount(8)

    // A chosen range: Thanksgiving week of 2026, when Hester Library closes on Thursday.
    await hours.getByLabel('From').fill('2026-11-23')
    await hours.getByLabel('To').fill('2026-11-27')
    await hours.getByRole('button', { name: 'Show hours' }).click()
    await expect(table.getByRole('row')).toHaveCount(6)
    await expect(table.getByRole('row', { name: /Thu, Nov 26/ })).toContainText('Closed')
    await expect(table.getByRole('row', { name: /Thu, Nov 26/ })).toContainText('Thanksgiving')

    await hours.getByLabel('From').fill('2026-11-27')
    await hours.getByLabel('To').fill('2026-11-23')
    await hours.getByRole('button', { name: 'Show hours' }).click()
    await expect(hours.getByRole('alert')).toHaveText('The last day cannot come before the first.')
    expect(leaving).toEqual([])
  })
})

test.describe('cache', () => {
  test('the pages are served from the cache, and a publish is live on the next request', async ({ page, request }) => {
    for (const path of ['/faculty', '/videos', '/contact-and-maps', '/faculty/department/illustration', '/videos/studio-visits']) {
      await request.get(path)
      const again = await request.get(path)
      expect(again.status()).toBe(200)
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT')
    }

    const profile = ((await (await request.get('/api/v1/faculty-profiles?limit=1&sortBy=name-DESC')).json()).items as FacultyItem[])[0]!
    await request.get(`/faculty/${profile.slug}`)
    expect((await request.get(`/faculty/${profile.slug}`)).headers()['x-nextjs-cache']).toBe('HIT')

    const admin = staffLogins().find((login) => login.role === 'Administrator')!
    expect((await page.request.post('/api/users/login', { data: { email: admin.email, password: admin.password } })).ok()).toBe(true)
    const title = `Visiting Critic ${Date.now()}`
    const saved = await page.request.patch(`/api/faculty-profiles/${profile.id}`, { data: { title, _status: 'published' } })
    expect(saved.ok()).toBe(true)
    await expect(async () => {
      const html = await (await request.get(`/faculty/${profile.slug}`)).text()
      expect(html).toContain(title)
    }).toPass({ timeout: 10_000 })
    await expect(async () => {
      expect(await (await request.get('/faculty')).text()).toContain(title)
    }).toPass({ timeout: 10_000 })
  })

  test('the faculty list call answers from the data cache; a publish, an unpublish and a delete show on the next request', async ({ request }) => {
    const token = await signInAsAdministrator(request)
    const auth = { Authorization: `JWT ${token}` }
    const all = '/api/v1/faculty-profiles?filters[published]=true&limit=4000'
    const listed = async () => ((await (await request.get(all)).json()).items as FacultyItem[]).map((item) => item.name)
    const before = await listed() // read once, then answered from the data cache (docs/decisions/0064)
    expect(await listed()).toEqual(before)

    const name = `Cache Probe ${Date.now()}`
    const created = await request.post('/api/faculty-profiles', { headers: auth, data: { name, lastName: 'Probe', _status: 'published' } })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect(await listed()).toContain(name)

    expect((await request.patch(`/api/faculty-profiles/${doc.id}`, { headers: auth, data: { _status: 'draft' } })).ok()).toBe(true)
    expect(await listed()).not.toContain(name)

    expect((await request.patch(`/api/faculty-profiles/${doc.id}`, { headers: auth, data: { _status: 'published' } })).ok()).toBe(true)
    expect(await listed()).toContain(name)

    expect((await request.delete(`/api/faculty-profiles/${doc.id}`, { headers: auth })).ok()).toBe(true)
    expect(await listed()).toEqual(before)
  })
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/faculty', '/videos', '/contact-and-maps']) {
      test(`${path} has no accessibility violations (${theme})`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.goto(path)
        await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-mode`))
        if (path === '/contact-and-maps') await expect(page.getByRole('region', { name: 'Library hours' }).getByRole('table')).toBeVisible()
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  }

  test('a faculty profile, a video page and a phone-width index have no violations', async ({ page, request }) => {
    const profile = ((await (await request.get('/api/v1/faculty-profiles?limit=1')).json()).items as FacultyItem[])[0]!
    await page.goto(`/faculty/${profile.slug}`)
    expect(await accessibilityViolations(page)).toEqual([])
    const video = ((await (await request.get('/api/v1/videos?limit=1')).json()).items as Video[])[0]!
    await page.goto(video.path)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/faculty')
    expect(await accessibilityViolations(page)).toEqual([])
  })
})
