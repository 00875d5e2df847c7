import { type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'

import { accessibilityViolations, expect, test, waitForFillTime } from './fixtures'

// spec §2 (the cart modal, Your Selections; the header cart link with its count), §3 (cart item,
// browser storage), §4 (cart), §5 (cart agreements), §7 (SectionIds, cart analytics events),
// §8 (See Errors Above), §9 (total with $, cookie lifetime, registration by phone)

const API = { 'X-Area': 'FO' }
/** The seeded registration address (src/seed/index.ts): answered here, never on the network. */
const REGISTRATION = 'https://register.foundry.example/courses/cart'

type Section = {
  title: string
  path: string
  registrationId: string
  status: string
  cost: number
  fee: number
  isPreCollege: boolean
  isPreCollegeHousing: boolean
}

/** Open sections of the course list that match `filters`, the first `count` of them. */
async function openSections(request: APIRequestContext, count: number, matches: (section: Section) => boolean = () => true): Promise<Section[]> {
  const { items } = (await (await request.get('/api/v1/courses/?limit=9999', { headers: API })).json()) as { items: Section[] }
  const open = items.filter((section) => section.status === 'open' && matches(section))
  if (open.length < count) throw new Error(`Fewer than ${count} open sections match`)
  return open.slice(0, count)
}

const continuingEducation = (section: Section) => section.path.startsWith('/academics/continuing-education/')

async function addToCart(page: Page, section: Section, expected = 'Added to your selections.') {
  await page.goto(section.path)
  await page.getByRole('button', { name: `Add to cart: ${section.title}` }).click()
  await expect(page.getByText(expected)).toBeVisible()
}

const cartLink = (page: Page) => page.locator('[data-cart-link]')
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your Selections' })
const items = (page: Page) => dialog(page).locator('[data-cart-item]')
const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

async function openCart(page: Page) {
  await cartLink(page).click()
  await expect(dialog(page)).toBeVisible()
}

/** The registration site, answered on loopback so that the test never leaves the machine. */
async function fakeRegistrationSite(context: BrowserContext) {
  await context.route(`${REGISTRATION}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Registration</title><p>Registration</p>' }),
  )
}

/** Analytics as the tag would take them: each `gtag('event', …)` call, kept on the page (spec §7). */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { gtag: (...args: unknown[]) => void; sentEvents: unknown[][] }
    target.sentEvents = []
    target.gtag = (...args) => target.sentEvents.push(args)
  })
}

const sentEvents = (page: Page) => page.evaluate(() => (window as unknown as { sentEvents: [string, string, Record<string, string>][] }).sentEvents)

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let step = 0; step < 120; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  throw new Error('Tab never reached the element')
}

test.describe('the cart', () => {
  test('adds two sections, a second add of one changes nothing, removes one, and keeps the cart over a reload', async ({ page, request }) => {
    await recordAnalytics(page)
    const [first, second] = await openSections(request, 2, continuingEducation)
    await addToCart(page, first!)
    await addToCart(page, second!)
    await addToCart(page, first!, 'Already in your selections.')
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 2 courses')

    await openCart(page)
    await expect(items(page)).toHaveCount(2)
    await expect(dialog(page).locator('[data-cart-total]')).toHaveText(dollars(first!.cost + first!.fee + second!.cost + second!.fee))
    await dialog(page)
      .getByRole('button', { name: `Remove ${first!.title}` })
      .click()
    await expect(items(page)).toHaveCount(1)
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 1 course')
    expect(await sentEvents(page)).toContainEqual([
      'event',
      'removed-from-cart',
      expect.objectContaining({ registration_id: first!.registrationId, title: first!.title }),
    ])

    await page.reload()
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 1 course')
    await openCart(page)
    await expect(items(page)).toHaveText([new RegExp(second!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))])
    await dialog(page).getByRole('button', { name: 'Clear all' }).click()
    await expect(dialog(page).getByText('You have not selected any courses yet.')).toBeVisible()
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 0 courses')
  })

  test('asks for the agreements of pre-college items, and offers Register Online once both forms are sent (spec §5)', async ({ page, request }) => {
    const [housing] = await openSections(request, 1, (section) => section.isPreCollege && section.isPreCollegeHousing)
    const [plain] = await openSections(request, 1, (section) => section.isPreCollege && !section.isPreCollegeHousing)
    await addToCart(page, housing!)
    await addToCart(page, plain!)
    await openCart(page)
    const housingLink = dialog(page).getByRole('link', { name: 'Click here to agree to the Housing Policies' })
    const registrationLink = dialog(page).getByRole('link', { name: 'Click here to agree to the Registration Policies' })
    await expect(housingLink).toHaveAttribute('href', '/form/housing-agreement')
    await expect(registrationLink).toHaveAttribute('href', '/form/registration-agreement')
    await expect(dialog(page).getByText('See Errors Above')).toBeVisible()
    await expect(dialog(page).getByRole('link', { name: 'Register Online' })).toHaveCount(0)

    // Each link leads to its agreement form; sending it sets the marker, and every open reads the markers again.
    await housingLink.click()
    await expect(page).toHaveURL(/\/form\/housing-agreement$/)
    await page.getByLabel('Student’s full name').fill('Sam Rivera')
    await page.getByLabel('Parent or guardian’s full name').fill('Alex Rivera')
    await page.getByLabel('Parent or guardian’s e-mail').fill('alex@example.edu')
    await page.getByLabel('Parent or guardian’s phone').fill('212-555-0100')
    await page.getByLabel('We have read and agree to the Housing Policies.').check()
    await waitForFillTime(page)
    await page.getByRole('button', { name: 'I agree' }).click()
    await expect(page).toHaveURL(/\/form\/thank-you\?form=housing-agreement$/)
    await openCart(page)
    await expect(housingLink).toHaveCount(0)
    await expect(registrationLink).toBeVisible()
    await expect(dialog(page).getByText('See Errors Above')).toBeVisible()

    await registrationLink.click()
    await expect(page).toHaveURL(/\/form\/registration-agreement$/)
    await page.getByLabel('Student’s full name').fill('Sam Rivera')
    await page.getByLabel('Parent or guardian’s full name').fill('Alex Rivera')
    await page.getByLabel('Parent or guardian’s e-mail').fill('alex@example.edu')
    await page.getByLabel('We have read and agree to the Registration Policies.').check()
    await waitForFillTime(page)
    await page.getByRole('button', { name: 'I agree' }).click()
    await expect(page).toHaveURL(/\/form\/thank-you\?form=registration-agreement$/)
    await openCart(page)
    await expect(registrationLink).toHaveCount(0)
    await expect(dialog(page).getByText('See Errors Above')).toHaveCount(0)
    await expect(dialog(page).getByRole('link', { name: 'Register Online' })).toBeVisible()
  })

  test('Register Online opens the registration site with SectionIds for each item and empties the cart; the phone is offered', async ({
    page,
    context,
    request,
  }) => {
    await fakeRegistrationSite(context)
    await recordAnalytics(page)
    const [first, second] = await openSections(request, 2, continuingEducation)
    await addToCart(page, first!)
    await addToCart(page, second!)
    await openCart(page)
    await dialog(page).getByRole('button', { name: 'Register by phone' }).click()
    await expect(dialog(page).getByText(/^Registration by phone \d{3}-\d{3}-\d{4}$/)).toBeVisible()

    const opened = context.waitForEvent('page')
    await dialog(page).getByRole('link', { name: 'Register Online' }).click()
    const registration = await opened
    expect(registration.url()).toBe(`${REGISTRATION}?SectionIds=${first!.registrationId}&SectionIds=${second!.registrationId}`)
    await expect(dialog(page)).toBeHidden()
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 0 courses')
    expect(await sentEvents(page)).toContainEqual([
      'event',
      'register-from-cart',
      expect.objectContaining({ section_ids: `${first!.registrationId},${second!.registrationId}`, items: '2' }),
    ])
  })

  test('closes on Escape and on its close button, not on a click outside; focus returns to the cart link', async ({ page, request }) => {
    const [section] = await openSections(request, 1, continuingEducation)
    await addToCart(page, section!)
    await openCart(page)
    await page.mouse.click(5, 300) // the backdrop, left of the sheet
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(cartLink(page)).toBeFocused()
    await openCart(page)
    await dialog(page).getByRole('button', { name: 'Close your selections' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(cartLink(page)).toBeFocused()
  })

  test('goes from a course page to the hand-off by keyboard alone', async ({ page, context, request }) => {
    await fakeRegistrationSite(context)
    const [section] = await openSections(request, 1, continuingEducation)
    await page.goto(section!.path)
    await tabTo(page, page.getByRole('button', { name: `Add to cart: ${section!.title}` }))
    await page.keyboard.press('Enter')
    await expect(page.getByText('Added to your selections.')).toBeVisible()
    await tabTo(page, cartLink(page), 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    const register = dialog(page).getByRole('link', { name: 'Register Online' })
    await tabTo(page, register)
    const opened = context.waitForEvent('page')
    await page.keyboard.press('Enter')
    expect((await opened).url()).toBe(`${REGISTRATION}?SectionIds=${section!.registrationId}`)
  })

  test('drops a cookie that does not parse, and takes out sections that are no longer offered', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cart', value: '%7Bnot-json', url: baseURL! }])
    await page.goto('/')
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 0 courses')

    const gone = { title: 'A Course Long Gone', cost: 100, fee: 0, registrationId: 'GONE-1' }
    await context.addCookies([{ name: 'cart', value: encodeURIComponent(JSON.stringify([gone])), url: baseURL! }])
    await page.reload()
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 1 course')
    await openCart(page)
    await expect(dialog(page).getByText('No longer offered, so taken out of your selections: A Course Long Gone.')).toBeVisible()
    await expect(items(page)).toHaveCount(0)
    await expect(cartLink(page)).toHaveAccessibleName('Your selections: 0 courses')
  })
})

test.describe('accessibility of the cart', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`the open cart has no violations (${theme}, ${width} px)`, async ({ page, request, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        const [section] = await openSections(request, 1, (candidate) => candidate.isPreCollege && candidate.isPreCollegeHousing)
        await addToCart(page, section!)
        await openCart(page)
        await expect(dialog(page).getByText('See Errors Above')).toBeVisible()
        expect(await accessibilityViolations(page)).toEqual([])
      })
    }
  }
})
