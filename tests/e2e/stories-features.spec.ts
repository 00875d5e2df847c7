import { type APIRequestContext, type Page } from '@playwright/test'

import { accessibilityViolations, expect, signInAsAdministrator, test } from './fixtures'

type Feature = {
  id: number
  title: string
  slug: string
  path: string
  departments: { id: number; slug: string; title: string }[]
  tags: { id: number; slug: string; title: string }[]
}

async function newestFeatures(request: APIRequestContext, limit = 12): Promise<Feature[]> {
  return (await (await request.get(`/api/v1/features?limit=${limit}`)).json()).items as Feature[]
}

/** The titles of the story cards the page lists. */
const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: /stories/i })
    .getByRole('heading', { level: 2 })
    .allTextContents()

test.describe('the features list', () => {
  test('the filter lives in the address: choosing a department changes both, back restores them', async ({ page, request }) => {
    await page.goto('/features')
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible()
    const all = await cardTitles(page)
    expect(all).toHaveLength(12)
    expect(all).toEqual((await newestFeatures(request)).map((feature) => feature.title))
    await expect(page.getByText('Showing all stories')).toBeVisible()

    // Keyboard: open the department disclosure and follow a department.
    const filter = page.getByRole('navigation', { name: 'Filter stories' })
    const disclosure = filter.locator('summary', { hasText: 'All departments' })
    await disclosure.focus()
    await expect(disclosure).toBeFocused()
    await page.keyboard.press('Enter')
    const department = filter.getByRole('list', { name: 'Stories by department' }).getByRole('link').first()
    await expect(department).toBeVisible()
    const name = ((await department.textContent()) ?? '').replace(/\s*\(\d+\)$/, '').trim()
    await department.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/features\/department\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stories: ${name}`)
    await expect(page.getByText(`Showing stories from ${name}`)).toBeVisible()
    const slug = new URL(page.url()).pathname.split('/').at(-1)!
    const filtered = await cardTitles(page)
    const departmentId = (await newestFeatures(request, 9999)).flatMap((feature) => feature.departments).find((d) => d.slug === slug)!.id
    const expected = (await (await request.get(`/api/v1/features?filters[departments]=${departmentId}&limit=12`)).json()).items.map(
      (feature: Feature) => feature.title,
    )
    expect(filtered).toEqual(expected)
    expect(filtered).not.toEqual(all)

    await page.goBack()
    await expect(page).toHaveURL(/\/features$/)
    await expect(page.getByText('Showing all stories')).toBeVisible()
    expect(await cardTitles(page)).toEqual(all)

    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`/features/department/${slug}$`))
    await page.getByRole('link', { name: 'All stories' }).first().click()
    await expect(page).toHaveURL(/\/features$/)
  })

  test('a topic filter and further pages live in the path too; nonsense answers 404', async ({ page, request }) => {
    const feature = (await newestFeatures(request, 1))[0]!
    const tag = feature.tags[0]!
    await page.goto(`/features/tag/${tag.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stories: ${tag.title}`)
    await expect(page.getByRole('region', { name: `Stories: ${tag.title}` }).getByRole('heading', { level: 2, name: feature.title })).toBeVisible()

    await page.goto('/features')
    await page.getByRole('navigation', { name: 'All stories: pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/features\/page\/2$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stories, page 2')
    const second = (await (await request.get('/api/v1/features?limit=12&page=2')).json()).items.map((f: Feature) => f.title)
    expect(await cardTitles(page)).toEqual(second)

    for (const path of [
      '/features/department/no-such-department',
      '/features/tag/no-such-tag',
      '/features/page/0',
      '/features/page/999',
      '/features/no-such-story',
      '/features/department',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    const first = await request.get('/features/page/1', { maxRedirects: 0 })
    expect(first.status()).toBe(308)
    expect(first.headers().location).toMatch(/\/features$/)
  })

  test('the RSS feed is not swallowed by the features routes', async ({ request }) => {
    const response = await request.get('/features/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const xml = await response.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml.match(/<item>/g)).toHaveLength(20)
    const newest = (await newestFeatures(request, 1))[0]!
    expect(xml).toContain(`${newest.path}</link>`)
  })
})

test.describe('a feature', () => {
  test('renders its hero, byline, date, body blocks, links to filtered lists, related stories and NewsArticle data', async ({ page, request }) => {
    const feature = (await newestFeatures(request, 30)).find((f) => f.slug.includes('/')) ?? (await newestFeatures(request, 1))[0]!
    const response = await page.goto(feature.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(feature.title)
    const article = page.locator('article[data-feature]')
    await expect(article.locator('time').first()).toHaveText(/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    await expect(article.locator('[data-hero="image"] img')).toBeVisible()
    // Body blocks: the seeded story has body copy, an image, a header and stats.
    await expect(article.getByRole('heading', { level: 2, name: 'How it came together' })).toBeVisible()
    await expect(article.getByRole('heading', { name: 'What comes next' })).toBeVisible()
    await expect(article.getByRole('list', { name: 'Departments' }).getByRole('link', { name: feature.departments[0]!.title })).toHaveAttribute(
      'href',
      `/features/department/${feature.departments[0]!.slug}`,
    )
    await expect(article.getByRole('list', { name: 'Topics' }).getByRole('link', { name: feature.tags[0]!.title })).toHaveAttribute(
      'href',
      `/features/tag/${feature.tags[0]!.slug}`,
    )

    const related = page.getByRole('region', { name: 'More stories' })
    await expect(related.getByRole('listitem')).toHaveCount(3)
    await expect(related.getByRole('heading', { level: 3, name: feature.title, exact: true })).toHaveCount(0)

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((d) => d['@type'] === 'NewsArticle')
    expect(data).toMatchObject({ headline: feature.title, datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${feature.path}$`))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

    // The first related story (the region's first link is “All stories”).
    await related.getByRole('listitem').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/features\/.+/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(feature.title)
  })

  test('pages come from the cache, and a publish is visible on the next request', async ({ request }) => {
    const token = await signInAsAdministrator(request)
    const feature = (await newestFeatures(request, 3))[2]!
    await request.get(feature.path)
    const cached = await request.get(feature.path)
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT')
    await request.get('/features')
    expect((await request.get('/features')).headers()['x-nextjs-cache']).toBe('HIT')

    const call = '/api/v1/features?limit=3'
    expect((await (await request.get(call)).json()).items.map((item: Feature) => item.title)).toContain(feature.title)
    const newTitle = `${feature.title} (updated ${Date.now()})`
    const update = await request.patch(`/api/features/${feature.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: newTitle, _status: 'published' },
    })
    expect(update.ok()).toBe(true)
    expect(await (await request.get(feature.path)).text()).toContain(newTitle)
    expect(await (await request.get('/features')).text()).toContain(newTitle)
    // The same API call, answered from the data cache before, now has it.
    expect((await (await request.get(call)).json()).items.map((item: Feature) => item.title)).toContain(newTitle)
  })

  test('staff preview a draft in the empty layout; visitors get the 404 page', async ({ page, browser }) => {
    const token = await signInAsAdministrator(page.request)
    const { docs } = await (
      await page.request.get('/api/features?where[_status][equals]=draft&draft=true&depth=0&limit=1', { headers: { Authorization: `JWT ${token}` } })
    ).json()
    const draft = docs[0] as { id: number; title: string; slug: string }
    expect((await page.request.get(`/features/${draft.slug}`)).status()).toBe(404)

    await page.goto(`/preview/feature/${draft.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title)
    await expect(page.getByText('Not published: only staff see this preview.')).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)

    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    const response = await visitorPage.goto(`/preview/feature/${draft.id}`)
    // Every preview's one refusal (services/preview.ts): 401 and the way to sign in.
    expect(response?.status()).toBe(401)
    await expect(visitorPage.getByRole('link', { name: 'Sign in to the back office' })).toBeVisible()
    await visitor.close()
  })
})

test.describe('the blog and department pages', () => {
  test('/blog/{department} lists the department’s stories and pages in the path; an unknown department is 404', async ({ page, request }) => {
    const feature = (await newestFeatures(request, 1))[0]!
    const department = feature.departments[0]!
    await page.goto(`/blog/${department.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${department.title} blog`)
    await expect(page.getByRole('heading', { level: 2, name: feature.title })).toBeVisible()
    const titles = await page
      .getByRole('region', { name: `${department.title} blog` })
      .getByRole('heading', { level: 2 })
      .allTextContents()
    const expected = (await (await request.get(`/api/v1/features?filters[departments]=${department.id}&limit=12`)).json()).items.map((f: Feature) => f.title)
    expect(titles).toEqual(expected)

    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    expect(await page.getByRole('region', { name: 'Blog' }).getByRole('heading', { level: 2 }).count()).toBe(12)
    expect((await request.get('/blog/page/2')).status()).toBe(200)
    expect((await request.get('/blog/no-such-department')).status()).toBe(404)
    expect((await request.get(`/blog/${department.slug}/other`)).status()).toBe(404)
  })

  test('a department page lists its newest three stories with a link to its blog', async ({ page, request }) => {
    const feature = (await newestFeatures(request, 1))[0]!
    const department = feature.departments[0]!
    const { path } = await (await request.get(`/api/v1/departments/match/${department.slug}`)).json()
    await page.goto(path)
    const section = page.getByRole('region', { name: 'Stories' })
    await expect(section.getByRole('listitem')).toHaveCount(3)
    await expect(section.getByRole('heading', { name: feature.title })).toBeVisible()
    await section
      .getByRole('link', { name: /stories|blog/i })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/blog/${department.slug}$`))
  })
})

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`/features and a feature page have no violations (${theme})`, async ({ page, context, baseURL, request }) => {
      await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
      await page.goto('/features')
      await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-mode`))
      await page.getByRole('navigation', { name: 'Filter stories' }).getByText('All departments').click()
      expect(await accessibilityViolations(page)).toEqual([])
      const feature = (await newestFeatures(request, 1))[0]!
      await page.goto(feature.path)
      expect(await accessibilityViolations(page)).toEqual([])
      await page.goto(`/features/department/${feature.departments[0]!.slug}`)
      expect(await accessibilityViolations(page)).toEqual([])
    })
  }

  test('a feature page and the blog at phone width have no violations', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    const feature = (await newestFeatures(request, 1))[0]!
    await page.goto(feature.path)
    expect(await accessibilityViolations(page)).toEqual([])
    await page.goto('/blog')
    expect(await accessibilityViolations(page)).toEqual([])
  })
})
