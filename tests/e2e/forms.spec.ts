import { expect, test } from '@playwright/test'

import { accessibilityViolations, signInAsAdministrator } from './fixtures'

// spec §2 (form pages, /form/thank-you), §5 (validators: on blur and change, not while typing;
// the first failing rule per field; default message "<field> is not valid.")

/** spec §2: the form pages (as src/domain/forms.ts lists them; the browser tests do not load the app's modules). */
const FORM_PAGE_SLUGS = [
  'sva-feedback',
  'artwork-release',
  'library-reserve',
  'summer-residency',
  'housing-agreement',
  'additional-tickets',
  'corporate-training',
  'parent-email-address',
  'request-a-newsletter',
  'request-for-purchase',
  'registration-agreement',
  'verification-of-eligibility-cdfny',
]

test.describe('request forms', () => {
  test('checks an answer when the visitor leaves it, not while typing, and sends the form by keyboard to the thank-you page', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.goto('/form/verification-of-eligibility-cdfny')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verification of Eligibility')
    const zip = page.getByLabel('Zip code')
    await zip.focus()
    await page.keyboard.type('1001')
    await expect(page.getByText('Zip code is not valid.')).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(page.getByText('Zip code is not valid.')).toBeVisible()
    await expect(zip).toHaveAttribute('aria-invalid', 'true')

    const stamp = `Keyboard ${Date.now()}`
    await page.getByLabel('First name').focus()
    await page.keyboard.type(stamp)
    for (const [label, value] of [
      ['Last name', 'Lovelace'],
      ['E-mail address', 'ada@example.edu'],
      ['Phone', '(212) 555-0100'],
      ['Member number', 'M-2026'],
    ]) {
      await page.keyboard.press('Tab')
      await expect(page.getByLabel(label!)).toBeFocused()
      await page.keyboard.type(value!)
    }
    await page.keyboard.press('Tab')
    await expect(zip).toBeFocused()
    await page.keyboard.press('End')
    await page.keyboard.type('0')
    await page.keyboard.press('Tab')
    await expect(page.getByText('Zip code is not valid.')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Send' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/form\/thank-you\?form=/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you')
    // The answers kept while sending are forgotten once the server has them.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('form-draft:verification-of-eligibility-cdfny'))).toBeNull()

    const staff = await playwright.request.newContext({ baseURL })
    await signInAsAdministrator(staff)
    const { docs } = await (await staff.get('/api/form-submissions?depth=0&limit=50&sort=-createdAt')).json()
    const answers = docs.map((doc: { submissionData: { field: string; value: string }[] }) =>
      Object.fromEntries(doc.submissionData.map((row) => [row.field, row.value])),
    )
    expect(answers).toContainEqual(expect.objectContaining({ firstName: stamp, zip: '10010', phone: '(212) 555-0100' }))
    await staff.dispose()
  })

  test('works without JavaScript: a refused form comes back with its answers and what is wrong, a good one reaches thank-you', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/form/sva-feedback')
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill('Hopper')
    await page.getByLabel('E-mail address').fill('grace@')
    await page.getByLabel('About').selectOption({ label: 'An event' })
    await page.getByLabel('Your feedback').fill('Short')
    await page.getByRole('button', { name: 'Send' }).click()
    const summary = page.getByRole('alert')
    await expect(summary).toContainText('E-mail address is not valid.')
    await expect(summary).toContainText('Your feedback is not valid.')
    await expect(page.getByLabel('First name')).toHaveValue('Grace')
    await expect(page.getByLabel('Your feedback')).toHaveValue('Short')

    await page.getByLabel('E-mail address').fill('grace@example.edu')
    await page.getByLabel('Your feedback').fill('Please keep the galleries open later on Thursdays.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/form\/thank-you\?form=/)
    await context.close()
  })

  test('a form placed on a content page (the form block) checks and sends like its own page', async ({ page }) => {
    await page.goto('/academics/continuing-education/corporate-training')
    const block = page.locator('[data-block="form"]')
    await expect(block.getByRole('heading', { name: 'Tell us about your team' })).toBeVisible()
    await block.getByRole('button', { name: 'Send' }).click()
    await expect(block.getByText('Company is not valid.')).toBeVisible()
    await block.getByLabel('First name').fill('Rosa')
    await block.getByLabel('Last name').fill('Parks')
    await block.getByLabel('E-mail address').fill('rosa@example.edu')
    await block.getByLabel('Company').fill('Montgomery Press')
    await block.getByLabel('Team size').selectOption({ label: '11 to 25' })
    await block.getByLabel('What would you like your team to learn?').fill('Layout and type for our quarterly.')
    await block.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL(/\/form\/thank-you\?form=corporate-training$/)
  })

  test('answers 404 for an address that is no form', async ({ page }) => {
    expect((await page.goto('/form/no-such-form'))?.status()).toBe(404)
  })
})

test.describe('accessibility of the form pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      test(`every form page has no violations (${theme}, ${width} px)`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'selectedTheme', value: theme, url: baseURL! }])
        await page.setViewportSize({ width, height: 900 })
        for (const slug of FORM_PAGE_SLUGS) {
          expect((await page.goto(`/form/${slug}`))?.status(), slug).toBe(200)
          expect(await accessibilityViolations(page), slug).toEqual([])
        }
        await page.goto('/form/sva-feedback')
        await page.getByRole('button', { name: 'Send' }).click()
        await expect(page.getByText('First name is not valid.')).toBeVisible()
        expect(await accessibilityViolations(page), 'with errors shown').toEqual([])
      })
    }
  }
})
