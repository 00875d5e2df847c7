import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'

import nextConfig from '../next.config'

/** Where Next sends `path`, matched as Next matches a redirect's source; null when no redirect applies. */
const redirectFor = async (path: string) => {
  for (const redirect of (await nextConfig.redirects?.()) ?? []) {
    const params = getPathMatch(redirect.source, { strict: true, removeUnnamedParams: true })(path)
    if (params) return Object.entries(params).reduce((destination, [name, value]) => destination.replace(`:${name}`, String(value)), redirect.destination)
  }
  return null
}

// spec §2: the staff edit targets (new tab).
describe('the staff edit targets', () => {
  it.each(['continuing-education', 'summer-residency-programs', 'destinations', 'pre-college', 'summer-housing'])(
    '/admin/courses/%s/edit/{sectionId} leads to the section’s edit view',
    async (programme) => {
      expect(await redirectFor(`/admin/courses/${programme}/edit/42`)).toBe('/admin/collections/course-sections/42')
    },
  )

  it('answers only the five programmes and a numeric id', async () => {
    expect(await redirectFor('/admin/courses/graduate/edit/42')).toBeNull()
    expect(await redirectFor('/admin/courses/continuing-education/edit/abc')).toBeNull()
    expect(await redirectFor('/admin/courses/continuing-education/edit/42/more')).toBeNull()
  })

  it('keeps the press release one', async () => {
    expect(await redirectFor('/admin/press-release/edit/7')).toBe('/admin/collections/press-releases/7')
  })
})

// docs/decisions/0073: the colour-scheme client hint is the back office's alone.
describe('the client hints', () => {
  const hintRules = async () => ((await nextConfig.headers?.()) ?? []).filter((rule) => rule.headers.some((header) => header.key === 'Critical-CH'))

  it('are asked for under /admin only, so a public page is fetched once on a first visit', async () => {
    const rules = await hintRules()
    expect(rules.map((rule) => rule.source)).toEqual(['/admin/:path*'])
    const matches = getPathMatch(rules[0]!.source, { strict: true, removeUnnamedParams: true })
    expect(matches('/admin')).not.toBe(false)
    expect(matches('/admin/collections/pages')).not.toBe(false)
    expect(matches('/')).toBe(false)
    expect(matches('/events')).toBe(false)
  })
})

// docs/decisions/0073: the server loads the page cache handler that makes it hear revalidations.
describe('the cache handler', () => {
  it('is the page cache handler', () => {
    expect(nextConfig.cacheHandler).toMatch(/src\/server\/page-cache-handler\.mjs$/)
  })
})
