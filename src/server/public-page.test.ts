import { describe, expect, it } from 'vitest'

import { isPublicPage } from './public-page.mjs'

// Decisions 0183, 0184: public pages are sent lighter, the back office as Next.js writes it.
describe('a public page', () => {
  it('is every public page, addresses that only start like the back office too, and not the back office, sent as Next.js writes it', () => {
    for (const url of ['/', '/admissions', '/admissions/visit?tab=graduate', '/administration-notes', '/events/admin-day'])
      expect(isPublicPage(url), url).toBe(true)
    for (const url of ['/admin', '/admin/', '/admin/collections/events/12', '/admin?redirect=%2F']) expect(isPublicPage(url), url).toBe(false)
  })
})
