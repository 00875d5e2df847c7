import { accessibilityViolations, expect, ownVisitorAddress, recordAnalytics, signInAsAdministrator, test } from './fixtures'

const EVENT = '/events/visiting-artist-lecture-noor-haddad'
const PROGRAMME = '/academics/graduate/visual-narrative'

// Double opt-in (decision 0125): the thank-you says to check the inbox; the mailed link confirms; /unsubscribe's button unsubscribes.
test.describe('newsletter double opt-in', () => {
  test('the sign-up asks to check the inbox; the mailed links confirm and unsubscribe through the site’s addresses', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ownVisitorAddress() })
    const email = `opt-in-${Date.now()}@example.edu`
    await page.goto('/subscribe?newsletter=sva-calendar')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByRole('button', { name: 'Sign up' }).click()
    const thanks = page.getByTestId('subscribe-thanks')
    await expect(thanks).toContainText('Check your inbox')
    await expect(thanks).toContainText('Until you follow it, you are not subscribed.')

    // The confirmation waits in the outbox (no mail server here), its links signed.
    const token = await signInAsAdministrator(request)
    const outbox = await request.get(`/api/outbox-messages?where[to][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const [mail] = (await outbox.json()).docs as { text: string; headers: Record<string, string> }[]
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const confirm = new URL(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/.exec(mail!.text)![0])
    const unsubscribe = new URL(/^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!)

    await page.goto(confirm.pathname + confirm.search)
    await expect(page).toHaveURL(/\/subscribe\/confirmed$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscription is confirmed')

    await page.goto(`${confirm.pathname}?token=${encodeURIComponent(`${confirm.searchParams.get('token')}x`)}`)
    await expect(page).toHaveURL(/\/subscribe\/link-invalid$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work')

    await page.goto(unsubscribe.pathname + unsubscribe.search)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page).toHaveURL(/\/unsubscribe\/done$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
  })

  test('the thank-you page of a sign-up sent without JavaScript says to check the inbox', async ({ page }) => {
    await page.goto('/subscribe/thank-you')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox')
    await expect(page.getByText('Until you follow it, you are not subscribed.')).toBeVisible()
  })
})

test.describe('an event’s map and directions', () => {
  test('draws the place among the college’s and links a map and directions to its address', async ({ page }) => {
    await page.goto(EVENT)
    const places = page.getByTestId('event-map')
    await expect(places.getByRole('heading', { name: 'Map and directions' })).toBeVisible()
    await expect(places.getByRole('img', { name: /^Map: where .+ is among the college's buildings$/ })).toBeVisible()
    await expect(places.getByRole('link', { name: /^Open in a map/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/)
    await expect(places.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/directions\?to=.+/)
  })
})

test.describe('a programme’s How to apply', () => {
  test('shows how to apply, the deadlines, the cost and the Apply link of spec §2, whose click sends apply-click (spec §7)', async ({ page }) => {
    const sent = await recordAnalytics(page)
    await page.goto(PROGRAMME)
    const section = page.getByTestId('programme-apply')
    await expect(section.getByRole('heading', { name: 'How to apply' })).toBeVisible()
    await expect(section).toContainText('portfolio')
    await expect(section.getByText('Deadlines')).toBeVisible()
    await expect(section.locator('time')).toHaveCount(2)
    await expect(section.getByText('Cost')).toBeVisible()
    await expect(section).toContainText('Tuition')
    await expect(section.getByRole('link', { name: /^Apply/ })).toHaveAttribute('href', '/admissions/how-to-apply/graduate-application-requirements')
    await section.getByRole('link', { name: /^Apply/ }).click()
    await expect(page).toHaveURL(/graduate-application-requirements/)
    expect(await sent()).toContainEqual(['event', 'apply-click', { academic_level: 'Graduate' }])
  })
})

test.describe('accessibility of the changed pages (axe-core, WCAG 2.2 AA)', () => {
  const pages = ['/subscribe/thank-you', '/subscribe/confirmed', '/subscribe/link-expired', '/unsubscribe?token=u.1..x', '/unsubscribe/done', EVENT, PROGRAMME]
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`no violations and nothing wider than the screen (${theme}, ${width} px)`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        for (const path of pages) {
          await page.goto(path)
          await expect(page.locator('body')).toHaveClass(new RegExp(`${theme}-mode`))
          expect(await accessibilityViolations(page), `${path}`).toEqual([])
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
          expect(overflow, path).toBeLessThanOrEqual(0)
        }
      })
    }
  }
})
