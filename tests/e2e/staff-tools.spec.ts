import { expect, signInAsAdministrator, test } from './fixtures'

// spec §2 (staff edit targets): each leads to the back office's own edit view of the document.
const EDIT_TARGETS: [string, string][] = [
  ['/admin/pages/12/edit', '/admin/collections/pages/12'],
  ['/admin/events/edit/7', '/admin/collections/events/7'],
  ['/admin/events/edit/7/exhibitor/3', '/admin/collections/exhibitors/3'],
  ['/admin/features/edit/5', '/admin/collections/features/5'],
  ['/admin/press-release/edit/3', '/admin/collections/press-releases/3'],
  ['/admin/faculty-profiles/9/edit', '/admin/collections/faculty-profiles/9'],
  ['/admin/navigation?edit=4', '/admin/globals/navigation'],
  ...['continuing-education', 'summer-residency-programs', 'destinations', 'pre-college', 'summer-housing'].map((programme): [string, string] => [
    `/admin/courses/${programme}/edit/8`,
    '/admin/collections/course-sections/8',
  ]),
]

test.describe('staff edit targets', () => {
  test('every edit target of spec §2 leads to its edit view in the back office', async ({ request }) => {
    for (const [target, view] of EDIT_TARGETS) {
      const response = await request.get(target, { maxRedirects: 0 })
      expect(response.status(), target).toBe(307)
      expect(new URL(response.headers()['location']!, 'http://site').pathname, target).toBe(view)
    }
  })
})

// spec §2 (preview routes): Payload's live preview shows the staff preview beside the edit form.
test.describe('live preview', () => {
  test('the edit view shows the staff preview, which renders each saved draft while visitors keep the published page', async ({ page, request }) => {
    await signInAsAdministrator(page.request)
    const { docs } = await (await page.request.get('/api/events?where[_status][equals]=published&sort=-eventStart&limit=1&depth=0')).json()
    const event = docs[0] as { id: number; title: string; slug: string }
    const draftTitle = `${event.title} — draft for live preview`

    await page.goto(`/admin/collections/events/${event.id}`)
    await page.getByRole('button', { name: 'Live Preview' }).click()
    await expect(page.locator('#live-preview-iframe')).toHaveAttribute('src', new RegExp(`/preview/event/${event.id}$`))
    const preview = page.frameLocator('#live-preview-iframe')
    await expect(preview.getByText('Published: visitors see it')).toBeVisible()

    await page.locator('#field-title').fill(draftTitle)
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(preview.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible()

    const visitorPage = await (await request.get(`/events/${event.slug}`)).text()
    expect(visitorPage).toContain(event.title)
    expect(visitorPage).not.toContain(draftTitle)

    // The draft goes back to the published title, so the other tests see the event as seeded.
    await page.request.patch(`/api/events/${event.id}?draft=true`, { data: { title: event.title } })
  })
})

// Re-authentication (docs/decisions/0117) and answers never stored (0118) in the back office.
test.describe('the account screen', () => {
  test('asks for the current password in a hidden field, and is never stored by a cache', async ({ page }) => {
    await signInAsAdministrator(page.request)
    const response = await page.goto('/admin/account')
    expect(response!.headers()['cache-control']).toMatch(/no-store/)
    const current = page.locator('#field-currentPassword')
    await expect(current).toBeVisible()
    await expect(current).toHaveAttribute('type', 'password')
    expect((await page.request.get('/api/users/me')).headers()['cache-control']).toBe('no-store')
  })
})
