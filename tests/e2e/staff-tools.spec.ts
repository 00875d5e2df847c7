import { expect, test } from '@playwright/test'

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
