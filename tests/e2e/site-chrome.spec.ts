import { expect, recordAnalytics, test } from './fixtures'

// spec §2 (header, APPLY, GET INFO), §4 (secondary menu, scroll, theme), §9 (header sizes)
test.describe('site chrome: navigation panels', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('a top item opens its panel; Escape, an overlay click and the close button each close it', async ({ page }) => {
    await page.goto('/')
    const admissions = page.getByRole('button', { name: 'Admissions', exact: true })
    const panelLink = page.locator('#' + (await admissions.getAttribute('aria-controls'))).getByRole('link', { name: 'Undergraduate Requirements' })

    await admissions.click()
    await expect(admissions).toHaveAttribute('aria-expanded', 'true')
    await expect(panelLink).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panelLink).toBeHidden()

    await admissions.click()
    await page.getByTestId('panel-overlay').click({ position: { x: 20, y: 700 } })
    await expect(panelLink).toBeHidden()

    await admissions.click()
    await page.getByRole('button', { name: 'Close Admissions menu' }).click()
    await expect(panelLink).toBeHidden()
    await expect(admissions).toHaveAttribute('aria-expanded', 'false')
  })

  test('every panel’s links are in the server’s HTML, closed panels hidden', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    // Links of three different panels, all closed.
    for (const path of ['/academics/graduate/studio-practice', '/life-at-sva/career-development', '/colophon']) expect(html).toContain(`href="${path}"`)
    await page.goto('/')
    const panels = page.locator('[id^="panel-"]')
    expect(await panels.count()).toBeGreaterThan(1)
    for (const panel of await panels.all()) await expect(panel).toBeHidden()
  })

  test('the keyboard alone reaches a link of the third level', async ({ page }) => {
    await page.goto('/')
    const admissions = page.getByRole('button', { name: 'Admissions', exact: true })
    const target = page.locator('#' + (await admissions.getAttribute('aria-controls'))).getByRole('link', { name: 'Undergraduate Requirements' })
    // A press before the header has hydrated does nothing (as search.spec's): press again until it opens.
    await expect(async () => {
      if ((await admissions.getAttribute('aria-expanded')) !== 'true') {
        await admissions.focus()
        await page.keyboard.press('Enter')
      }
      await expect(target).toBeVisible({ timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    // Focus moves from the button into the panel in document order.
    for (let presses = 0; presses < 40; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  })

  test('APPLY and GET INFO follow the state machine', async ({ page }) => {
    await page.goto('/')
    const apply = page.getByRole('button', { name: 'APPLY' })
    const getInfo = page.getByRole('button', { name: 'GET INFO', exact: true })
    const applyMenu = page.locator('#apply-menu')
    const getInfoPanel = page.getByRole('region', { name: 'Get info' })

    await apply.click()
    await expect(applyMenu.getByRole('link')).toHaveText(['Undergraduate', 'Graduate', 'Continuing Education'])
    await apply.click()
    await expect(applyMenu).toBeHidden()

    await apply.click()
    await getInfo.click()
    await expect(applyMenu).toBeHidden()
    await expect(getInfoPanel.getByRole('heading')).toHaveText(['Undergraduate', 'Graduate', 'Watch', 'School newsletters', 'Continuing education'])
    await expect(getInfoPanel.getByRole('link', { name: 'In-Person Tour' }).nth(1)).toHaveAttribute('href', '/admissions/visit?tab=graduate')

    await apply.click()
    await expect(getInfoPanel).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(applyMenu).toBeHidden()
  })

  test('GET INFO closes on Escape, its close button and an overlay click, and gives focus back', async ({ page }) => {
    await page.goto('/')
    const getInfo = page.getByRole('button', { name: 'GET INFO', exact: true })
    const panel = page.getByRole('region', { name: 'Get info' })
    const closes = {
      Escape: () => page.keyboard.press('Escape'),
      'its close button': () => panel.getByRole('button', { name: 'Close Get info' }).click(),
      // Near the overlay's bottom, below the panel (a position is taken from the overlay's corner).
      'an overlay click': async () => {
        const overlay = page.getByTestId('panel-overlay')
        await overlay.click({ position: { x: 20, y: (await overlay.boundingBox())!.height - 20 } })
      },
    }
    for (const [how, close] of Object.entries(closes)) {
      await getInfo.click()
      await expect(getInfo, how).toHaveAttribute('aria-expanded', 'true')
      await panel.getByRole('link').first().focus()
      await close()
      await expect(panel, how).toBeHidden()
      await expect(getInfo, how).toHaveAttribute('aria-expanded', 'false')
      await expect(getInfo, how).toBeFocused()
    }
  })

  test('search opens its box with focus, closes the navigation panel, and leaving it clears the query', async ({ page }) => {
    await page.goto('/')
    const admissions = page.getByRole('button', { name: 'Admissions', exact: true })
    await admissions.click()
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(admissions).toHaveAttribute('aria-expanded', 'false')
    const box = page.getByRole('searchbox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await page.keyboard.type('sculpture')
    await expect(page.locator('body')).toHaveAttribute('data-search-active', 'true')
    await page.getByRole('button', { name: 'Close search' }).click()
    await expect(box).toBeHidden()
    await expect(page.locator('body')).toHaveAttribute('data-search-active', 'false')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(box).toHaveValue('')
    await box.press('Escape')
    await expect(box).toBeHidden()
  })

  test('the header shrinks at 150 px scrolled and grows back', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 400 })
    await page.goto('/')
    const bar = page.locator('header > div').first()
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(80)
    await page.evaluate(() => window.scrollTo(0, 149))
    await page.waitForTimeout(300)
    await expect(page.locator('html')).toHaveAttribute('data-header-shrunk', 'false')
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect(page.locator('html')).toHaveAttribute('data-header-shrunk', 'true')
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(40)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(page.locator('html')).toHaveAttribute('data-header-shrunk', 'false')
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(80)
  })
})

test.describe('site chrome: theme', () => {
  test('the moon button selects dark, kept across a reload with no flash', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.locator('body')).toHaveClass(/\blight-mode\b/)
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('body')).toHaveClass(/\bdark-mode\b/)
    expect((await context.cookies()).find((cookie) => cookie.name === 'selectedTheme')?.value).toBe('dark')
    // The server renders the class itself: the HTML of a new request already has it.
    const html = await (await page.request.get('/')).text()
    expect(html).toMatch(/<body[^>]*class="dark-mode"/)
    await page.getByRole('button', { name: 'Light theme' }).click()
    await expect(page.locator('body')).toHaveClass(/\blight-mode\b/)
  })
  // The footer and the panels' links are markup the browser keeps from the server (docs/decisions/0185); a theme change draws the
  // frame again in the browser, which then loads their drawing code.
  test('after a theme change, the footer shows its links and a panel its links and its Close', async ({ page }) => {
    await page.goto('/')
    const oldHeaderButton = await page.getByRole('button', { name: 'Admissions' }).first().elementHandle()
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('body')).toHaveClass(/\bdark-mode\b/)
    // The class changes at once; the frame drawn again comes with the refreshed page. A click before it lands on the old header,
    // whose state the new one does not keep.
    await expect.poll(() => oldHeaderButton!.evaluate((element) => element.isConnected)).toBe(false)
    const legal = page.locator('footer').getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link').first()).toBeVisible()
    const admissions = page.getByRole('button', { name: 'Admissions' }).first()
    await admissions.click()
    await expect(admissions).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await admissions.getAttribute('aria-controls')}`)
    await expect(panel.getByRole('link').first()).toBeVisible()
    await panel.getByRole('button', { name: 'Close Admissions menu' }).click()
    await expect(admissions).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })
})

test.describe('site chrome: cart link', () => {
  test('shows the number of courses in the cart cookie and follows changes', async ({ page, context, baseURL }) => {
    const item = (registrationId: string) => ({ title: `Course ${registrationId}`, cost: 300, fee: 25, registrationId })
    const cart = (count: number) => encodeURIComponent(JSON.stringify(Array.from({ length: count }, (_, i) => item(`CE-${i}`))))
    await page.goto('/')
    const link = page.locator('[data-cart-link]')
    await expect(link).toHaveAccessibleName('Your selections: 0 courses')
    await context.addCookies([{ name: 'cart', value: cart(2), url: baseURL! }])
    await page.reload()
    await expect(link).toHaveAccessibleName('Your selections: 2 courses')
    await expect(link).toContainText('2')
    // The cart announces a change with an event; the count follows without a reload.
    await page.evaluate((value) => {
      document.cookie = `cart=${value}; Path=/`
      window.dispatchEvent(new Event('cart-change'))
    }, cart(1))
    await expect(link).toHaveAccessibleName('Your selections: 1 course')
    // A damaged cookie is an empty cart, not an error.
    await page.evaluate(() => {
      document.cookie = 'cart=%7Bbroken; Path=/'
      window.dispatchEvent(new Event('cart-change'))
    })
    await expect(link).toHaveAccessibleName('Your selections: 0 courses')
  })
})

test.describe('site chrome: phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('GET INFO and APPLY sit at the bottom; the menu hides page and footer', async ({ page }) => {
    await page.goto('/')
    const apply = page.getByRole('button', { name: 'APPLY' })
    const box = await apply.boundingBox()
    expect(box!.y + box!.height).toBeGreaterThan(740 - 70)

    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.locator('main')).toBeHidden()
    await expect(page.locator('footer')).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.locator('main')).toBeVisible()

    // With GET INFO open, the bottom bar's APPLY still answers and switches menus.
    await page.getByRole('button', { name: 'GET INFO', exact: true }).click()
    await apply.click()
    await expect(page.locator('#get-info-panel')).toBeHidden()
    await expect(page.locator('#apply-menu')).toBeVisible()
  })
})

test.describe('site chrome: footer', () => {
  test('address, phone, social icons, the three link groups, Donate and the small links', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.locator('address')).toContainText('214 Delancey Street')
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(['Jump In', 'Reach Out', 'Connect'])
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube', 'TikTok']) {
      await expect(footer.getByRole('link', { name: `${network} (opens in a new tab)` })).toHaveAttribute('target', '_blank')
    }
    await expect(footer.getByRole('link', { name: /^Donate/ })).toBeVisible()
    const legal = footer.getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link', { name: 'Accessibility Notice' })).toHaveAttribute('href', '/accessibility-notice')
    await expect(legal.getByRole('link', { name: /^Policy & Guidelines/ })).toHaveAttribute('target', '_blank')
    await expect(legal.getByRole('link', { name: 'Colophon' })).toHaveAttribute('href', '/colophon')
  })
})

test.describe('site chrome: page effects', () => {
  test('the 5 px progress bar starts on a client navigation and is idle once the next page shows', async ({ page }) => {
    await page.goto('/')
    // The bar's states, kept in sessionStorage: the router may load a 404 target in full.
    await page.evaluate(() => {
      const bar = document.querySelector('[data-state]')!
      new MutationObserver(() => {
        const seen = JSON.parse(sessionStorage.getItem('barStates') ?? '[]') as string[]
        sessionStorage.setItem('barStates', JSON.stringify([...seen, bar.getAttribute('data-state')]))
      }).observe(bar, { attributeFilter: ['data-state'] })
    })
    await page.getByRole('button', { name: 'GET INFO', exact: true }).click()
    await page.locator('#get-info-panel').getByRole('link', { name: 'Request Materials' }).first().click()
    await expect(page).toHaveURL(/\/get-info\/undergraduate-materials$/)
    const bar = page.locator('[data-state]').first()
    await expect(bar).toHaveAttribute('data-state', 'idle')
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('barStates'))) ?? '[]')[0]).toBe('loading')
    expect(await bar.evaluate((element) => getComputedStyle(element).height)).toBe('5px')
  })

  test('pages and navigations carry the build id, so a browser on an older build loads its next page in full', async ({ page }) => {
    await page.goto('/')
    const scriptIds = await page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).searchParams.get('dpl')).filter(Boolean))
    expect(scriptIds.length).toBeGreaterThan(0)
    const navigation = await page.request.get('/', { headers: { RSC: '1' } })
    const serverId = navigation.headers()['x-nextjs-deployment-id']
    expect(serverId).toMatch(/^[0-9a-f]{16}$/)
    expect(new Set(scriptIds)).toEqual(new Set([serverId]))
  })

  test('a hash in the address waits one second, then scrolls smoothly to its element; at once under reduced motion', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 500 })
    // Every scroll position the page passes through, with its time since the navigation began.
    await page.addInitScript(() => {
      const seen: [number, number][] = ((window as unknown as { scrolls: [number, number][] }).scrolls = [])
      addEventListener('scroll', () => seen.push([performance.now(), scrollY]))
    })
    const scrolls = async () => {
      await expect.poll(() => page.evaluate(() => location.hash), { timeout: 5000 }).toBe('#explore')
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100)
      await page.waitForTimeout(700)
      return page.evaluate(() => (window as unknown as { scrolls: [number, number][] }).scrolls)
    }

    await page.goto('/#explore')
    const smooth = await scrolls()
    // spec §2, §9: nothing moves before one second; then the page passes through positions on its way.
    expect(smooth[0]![0]).toBeGreaterThanOrEqual(1000)
    expect(new Set(smooth.map(([, y]) => y)).size).toBeGreaterThan(2)

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('about:blank')
    await page.goto('/#explore')
    const instant = await scrolls()
    expect(instant[0]![0]).toBeGreaterThanOrEqual(1000)
    expect(instant[0]![1]).toBe(instant.at(-1)![1])
  })
})

test.describe('site chrome: analytics', () => {
  test('no tag loads without a measurement id; APPLY sends apply-click with its academic level', async ({ page }) => {
    const sent = await recordAnalytics(page)
    await page.goto('/')
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
    await page.getByRole('button', { name: 'APPLY' }).click()
    await page.locator('#apply-menu').getByRole('link', { name: 'Graduate', exact: true }).click()
    await expect(page).toHaveURL(/graduate-application-requirements/)
    expect(await sent()).toContainEqual(['event', 'apply-click', { academic_level: 'Graduate' }])
  })

  // A panel's links are markup the browser keeps from the server: their events are sent by the panel's click handler (docs/decisions/0185).
  test("a panel's link with an analytics event sends it", async ({ page, context }) => {
    await context.route('https://give.foundry.example/**', (route) => route.abort())
    const sent = await recordAnalytics(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'About', exact: true }).click()
    const popup = page.waitForEvent('popup')
    await page.locator('[id^="panel-"]:visible').getByRole('link', { name: 'Give to Foundry' }).click()
    await (await popup).close()
    expect(await sent()).toContainEqual(['event', 'donate-click', { location: 'main-navigation' }])
  })
})
