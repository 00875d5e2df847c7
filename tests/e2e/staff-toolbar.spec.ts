import { type APIRequestContext, type Page, type Response } from '@playwright/test'

import { accessibilityViolations, expect, staffLogins, test } from './fixtures'

// spec §2 (staff edit toolbar, edit targets in a new tab), §4 (the toolbar flag, login state:
// a current-session lookup, 401 sets logged out, Logout hides the toolbar), §6 (Edit labels,
// Before/After, Logout), §7 (GET /api/v1/sessions/me, DELETE /api/v1/sessions)

/** A text only the toolbar's code holds (spec §6 Before/After): a script carrying it is the toolbar's. */
const TOOLBAR_CODE_MARK = 'No unpublished changes'

const toolbarOf = (page: Page) => page.getByRole('complementary', { name: 'Staff toolbar' })

/** Signs in through the back office's own login form, as staff do. */
async function signInAtAdmin(page: Page): Promise<void> {
  const admin = staffLogins().find((login) => login.role === 'Administrator')!
  await page.goto('/admin')
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: 'Events', exact: true }).first()).toBeVisible()
}

type EventDoc = { id: number; title: string; slug: string }

/** A published event whose newest version is the published one (so Before/After starts empty). */
async function publishedEvent(request: APIRequestContext): Promise<EventDoc> {
  const answer = await request.get('/api/events?where[_status][equals]=published&where[eventType][not_equals]=Exhibition&sort=-eventStart&limit=20&depth=0')
  expect(answer.ok()).toBe(true)
  const { docs } = (await answer.json()) as { docs: EventDoc[] }
  for (const doc of docs) {
    const latest = (await (await request.get(`/api/events/${doc.id}?draft=true&depth=0`)).json()) as EventDoc
    if (latest.title === doc.title) return doc
  }
  throw new Error('No published event without a pending draft')
}

/** Saves a draft of the event with this title, through Payload's REST API with the browser's cookie. */
async function saveDraftTitle(request: APIRequestContext, id: number, title: string): Promise<void> {
  const answer = await request.patch(`/api/events/${id}?draft=true`, { data: { title } })
  expect(answer.ok(), await answer.text()).toBe(true)
}

/** Every script the page downloads from now on, with its text. */
function collectScripts(page: Page): { url: string; text: Promise<string> }[] {
  const scripts: { url: string; text: Promise<string> }[] = []
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), text: response.text().catch(() => '') })
  })
  return scripts
}

async function scriptsWithToolbarCode(scripts: { url: string; text: Promise<string> }[]): Promise<string[]> {
  const texts = await Promise.all(scripts.map(async (script) => ({ url: script.url, text: await script.text })))
  return texts.filter((script) => script.text.includes(TOOLBAR_CODE_MARK)).map((script) => script.url)
}

/**
 * A page loaded, with time for its islands to act (for staff, the toolbar's loader has imported its
 * chunk by then). What is asked after it is that something does not happen: there is no event to wait for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForTimeout(2000)
}

test.describe('the staff edit toolbar', () => {
  test('a signed-in staff member gets it on an event page, in its own script; Edit event opens the event’s edit view in a new tab', async ({ page }) => {
    await signInAtAdmin(page)
    const event = await publishedEvent(page.request)
    const scripts = collectScripts(page)
    await page.goto(`/events/${event.slug}`)
    const toolbar = toolbarOf(page)
    await expect(toolbar).toBeVisible()
    await expect(toolbar).toContainText('Signed in as Morgan Achebe')
    const edit = toolbar.getByRole('link', { name: /^Edit event/ })
    await expect(edit).toHaveText('Edit event (opens in a new tab)')
    await expect(edit).toHaveAttribute('href', `/admin/events/edit/${event.id}`)
    await expect(edit).toHaveAttribute('target', '_blank')
    // The toolbar came as a script of its own, fetched for staff.
    await expect.poll(() => scriptsWithToolbarCode(scripts)).toHaveLength(1)

    const [tab] = await Promise.all([page.context().waitForEvent('page'), edit.click()])
    await expect(tab).toHaveURL(new RegExp(`/admin/collections/events/${event.id}$`))
    await expect(tab.locator('input[name="title"]')).toHaveValue(event.title)
    await tab.close()
  })

  test('Before/After shows the published title beside a draft’s, marked changed, and nothing once they agree; no accessibility violations in either theme', async ({
    page,
  }) => {
    await signInAtAdmin(page)
    const event = await publishedEvent(page.request)
    const draftTitle = `${event.title} (draft ${Date.now()})`
    await saveDraftTitle(page.request, event.id, draftTitle)
    try {
      for (const vibe of [';)', ':)']) {
        await page.goto(`/events/${event.slug}?vibe=${vibe}`)
        await expect(page.locator('body')).toHaveClass(vibe === ';)' ? /dark-mode/ : /light-mode/)
        const opener = toolbarOf(page).getByRole('button', { name: 'Before/After' })
        await opener.click()
        const dialog = page.getByRole('dialog', { name: 'Before/After' })
        await expect(dialog).toBeVisible()
        const title = dialog.locator('[data-field="title"]')
        await expect(title.getByRole('heading')).toHaveText('Title Changed')
        await expect(title.locator('dd').first()).toHaveText(event.title)
        await expect(title.locator('dd').last()).toHaveText(draftTitle)
        // Only what changed is listed.
        await expect(dialog.locator('[data-field]')).toHaveCount(1)
        expect(await accessibilityViolations(page), `theme ${vibe}`).toEqual([])
        // Escape closes it and gives the focus back.
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(opener).toBeFocused()
      }
      // The public page still shows the published title.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(event.title)
    } finally {
      await saveDraftTitle(page.request, event.id, event.title)
    }
    // A draft that says what the published version says is no change.
    await page.reload()
    await toolbarOf(page).getByRole('button', { name: 'Before/After' }).click()
    await expect(page.getByRole('dialog', { name: 'Before/After' }).getByText('No unpublished changes')).toBeVisible()
    // The event is left as seeded: its newest version the published one (the live preview test reads it).
    const republish = await page.request.patch(`/api/events/${event.id}`, { data: { title: event.title, _status: 'published' } })
    expect(republish.ok(), await republish.text()).toBe(true)
  })

  test('Logout ends the session on the server, forgets the cookie and hides the toolbar', async ({ page }) => {
    await signInAtAdmin(page)
    const event = await publishedEvent(page.request)
    await page.goto(`/events/${event.slug}`)
    await expect(toolbarOf(page)).toBeVisible()
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')!.value

    await toolbarOf(page).getByRole('button', { name: 'Logout' }).click()
    await expect(toolbarOf(page)).toHaveCount(0)
    expect((await page.request.get('/api/v1/sessions/me')).status()).toBe(401)
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(cookies).not.toContain('payload-token')
    expect(cookies).not.toContain('staff')
    // The token itself no longer works, sent as the cookie or as a bearer token: the session ended on the server.
    expect((await page.request.get('/api/v1/sessions/me', { headers: { Cookie: `payload-token=${token}` } })).status()).toBe(401)
    expect((await page.request.get('/api/v1/sessions/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401)

    const scripts = collectScripts(page)
    await page.reload()
    await settled(page)
    await expect(toolbarOf(page)).toHaveCount(0)
    expect(await scriptsWithToolbarCode(scripts)).toEqual([])
  })

  test('each kind of page names its content: the Edit label and target of spec §2 and §6, followed through client navigation', async ({ page }) => {
    await signInAtAdmin(page)
    const api = async <T>(path: string): Promise<T> => (await (await page.request.get(path)).json()) as T
    const first = async (path: string) => (await api<{ docs: { id: number; path?: string; slug?: string }[] }>(path)).docs[0]!
    const feature = await first('/api/features?where[_status][equals]=published&limit=1&depth=0')
    const release = await first('/api/press-releases?where[_status][equals]=published&limit=1&depth=0')
    const profile = await first('/api/faculty-profiles?where[_status][equals]=published&limit=1&depth=0')
    const colophon = await first('/api/pages?where[path][equals]=/colophon&limit=1&depth=0')
    const exhibitor = (
      await api<{ docs: { id: number; slug: string; event: { id: number; slug: string } }[] }>(
        '/api/exhibitors?where[_status][equals]=published&limit=1&depth=1',
      )
    ).docs[0]!
    const pages: [string, RegExp, string][] = [
      ['/', /^Edit page/, '/admin/globals/homepage'],
      [`/features/${feature.slug}`, /^Edit feature/, `/admin/features/edit/${feature.id}`],
      [release.path!, /^Edit press release/, `/admin/press-release/edit/${release.id}`],
      [`/faculty/${profile.slug}`, /^Edit faculty profile/, `/admin/faculty-profiles/${profile.id}/edit`],
      [`/events/${exhibitor.event.slug}/${exhibitor.slug}`, /^Edit exhibitor/, `/admin/events/edit/${exhibitor.event.id}/exhibitor/${exhibitor.id}`],
      ['/colophon', /^Edit page/, `/admin/pages/${colophon.id}/edit`],
      ['/academics/undergraduate', /^Edit Navigation Group/, '/admin/navigation?edit='],
      ['/events', /^Edit page/, '/admin'],
    ]
    for (const [path, label, href] of pages) {
      await page.goto(path)
      const edit = toolbarOf(page).getByRole('link', { name: label })
      await expect(edit, path).toBeVisible()
      if (href.endsWith('=')) expect(await edit.getAttribute('href'), path).toMatch(/^\/admin\/navigation\?edit=.+/)
      else await expect(edit, path).toHaveAttribute('href', href)
    }
    // The navigation group has no drafts: no Before/After there.
    await page.goto('/academics/undergraduate')
    await expect(toolbarOf(page).getByRole('link', { name: /^Edit Navigation Group/ })).toBeVisible()
    await expect(toolbarOf(page).getByRole('button', { name: 'Before/After' })).toHaveCount(0)
    // A client navigation (the footer's Colophon link) moves the Edit button to the new page's content.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Colophon' }).click()
    await expect(page).toHaveURL(/\/colophon$/)
    await expect(toolbarOf(page).getByRole('link', { name: /^Edit page/ })).toHaveAttribute('href', `/admin/pages/${colophon.id}/edit`)
  })

  test('a staff member who turned the toolbar setting off gets none', async ({ page }) => {
    await signInAtAdmin(page)
    const me = (await (await page.request.get('/api/v1/sessions/me')).json()) as { id: number; adminToolbar: boolean }
    expect(me.adminToolbar).toBe(true)
    expect((await page.request.patch(`/api/users/${me.id}`, { data: { adminToolbar: false } })).ok()).toBe(true)
    try {
      const session = page.waitForResponse((response) => response.url().endsWith('/api/v1/sessions/me'))
      await page.goto('/colophon')
      expect(((await (await session).json()) as { adminToolbar: boolean }).adminToolbar).toBe(false)
      await expect(toolbarOf(page)).toHaveCount(0)
    } finally {
      expect((await page.request.patch(`/api/users/${me.id}`, { data: { adminToolbar: true } })).ok()).toBe(true)
    }
  })

  test('on a 375 px phone the toolbar sits on the bottom bar and the footer ends above both', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signInAtAdmin(page)
    await page.goto('/colophon')
    const toolbar = toolbarOf(page)
    await expect(toolbar).toBeVisible()
    for (const name of [/^Edit page/, 'Before/After', 'Logout']) {
      const box = (await toolbar.getByRole(name === 'Logout' || name === 'Before/After' ? 'button' : 'link', { name }).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
    }
    const bar = (await toolbar.boundingBox())!
    // The header's GET INFO and APPLY bar (64 px) keeps the foot of the screen.
    expect(bar.y + bar.height).toBeLessThanOrEqual(740 - 64 + 1)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const lastLink = page.getByRole('contentinfo').getByRole('link').last()
    await expect.poll(async () => (await lastLink.boundingBox())!.y + (await lastLink.boundingBox())!.height).toBeLessThanOrEqual(bar.y + 1)
  })

  test('an anonymous visitor downloads no toolbar code, asks for no session and gets no toolbar, even with a stale marker', async ({ page, context }) => {
    const scripts = collectScripts(page)
    const sessionCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/sessions')) sessionCalls.push(request.url())
    })
    const { items } = (await (await page.request.get('/api/v1/events?limit=1')).json()) as { items: { path: string }[] }
    await page.goto(items[0]!.path)
    await settled(page)
    await expect(toolbarOf(page)).toHaveCount(0)
    expect(scripts.length).toBeGreaterThan(0)
    expect(await scriptsWithToolbarCode(scripts)).toEqual([])

    // A marker left behind without a token is taken away by the server before the page reads it.
    await context.addCookies([{ name: 'staff', value: '1', domain: new URL(page.url()).hostname, path: '/' }])
    await page.goto('/colophon')
    await settled(page)
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('staff')
    await expect(toolbarOf(page)).toHaveCount(0)
    expect(await scriptsWithToolbarCode(scripts)).toEqual([])
    expect(sessionCalls).toEqual([])
  })
})
