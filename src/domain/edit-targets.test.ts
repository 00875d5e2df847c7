import { describe, expect, it } from 'vitest'

import {
  BACK_OFFICE_HOME,
  EDIT_EVENT,
  EDIT_EXHIBITOR,
  EDIT_FACULTY_PROFILE,
  EDIT_FEATURE,
  EDIT_NAVIGATION_GROUP,
  EDIT_PAGE,
  EDIT_PRESS_RELEASE,
  type EditTarget,
  editHref,
  editLabel,
  encodeEditTarget,
  parseEditTarget,
  versionsOf,
} from './edit-targets'

const TARGETS: [EditTarget, string, string][] = [
  [{ type: 'event', id: 7 }, 'Edit event', '/admin/events/edit/7'],
  [{ type: 'exhibitor', id: 3, eventId: 7 }, 'Edit exhibitor', '/admin/events/edit/7/exhibitor/3'],
  [{ type: 'feature', id: 5 }, 'Edit feature', '/admin/features/edit/5'],
  [{ type: 'press release', id: 3 }, 'Edit press release', '/admin/press-release/edit/3'],
  [{ type: 'faculty profile', id: 9 }, 'Edit faculty profile', '/admin/faculty-profiles/9/edit'],
  [{ type: 'navigation group', id: 'academics' }, 'Edit Navigation Group', '/admin/navigation?edit=academics'],
  [{ type: 'page', id: 12 }, 'Edit page', '/admin/pages/12/edit'],
  [{ type: 'course sections', id: 8, programme: 'pre-college' }, 'Edit page', '/admin/courses/pre-college/edit/8'],
  [{ type: 'homepage' }, 'Edit page', '/admin/globals/homepage'],
]

describe('the staff toolbar’s Edit button', () => {
  // spec §6: an Edit button labelled "Edit exhibitor", "Edit feature", "Edit press release",
  // "Edit faculty profile", "Edit event", "Edit Navigation Group", otherwise "Edit page"
  it('has the labels of spec §6', () => {
    expect([EDIT_EXHIBITOR, EDIT_FEATURE, EDIT_PRESS_RELEASE, EDIT_FACULTY_PROFILE, EDIT_EVENT, EDIT_NAVIGATION_GROUP, EDIT_PAGE]).toEqual([
      'Edit exhibitor',
      'Edit feature',
      'Edit press release',
      'Edit faculty profile',
      'Edit event',
      'Edit Navigation Group',
      'Edit page',
    ])
  })

  // spec §2 (staff edit targets): /admin/events/edit/{id}/exhibitor/{id}; /admin/pages/{id}/edit;
  // /admin/events/edit/{id}; /admin/features/edit/{id}; /admin/press-release/edit/{id};
  // /admin/faculty-profiles/{id}/edit; /admin/navigation?edit={id}; /admin/courses/{programme}/edit/{sectionId}
  it.each(TARGETS)('labels %j “%s” and leads to %s', (target, label, href) => {
    expect(editLabel(target.type)).toBe(label)
    expect(editHref(target)).toBe(href)
  })

  it('says “Edit page” and leads to the back office on a page that names no content', () => {
    expect(editLabel(null)).toBe('Edit page')
    expect(editLabel(undefined)).toBe('Edit page')
    expect(editHref(null)).toBe(BACK_OFFICE_HOME)
    expect(BACK_OFFICE_HOME).toBe('/admin')
  })

  it('escapes a navigation group’s id in its address', () => {
    expect(editHref({ type: 'navigation group', id: 'a&b c' })).toBe('/admin/navigation?edit=a%26b%20c')
  })
})

describe('the page’s mark of its content', () => {
  it.each(TARGETS)('writes %j and reads it back', (target) => {
    expect(parseEditTarget(encodeEditTarget(target))).toEqual(target)
  })

  it('writes short, readable values', () => {
    expect(encodeEditTarget({ type: 'exhibitor', id: 3, eventId: 7 })).toBe('exhibitor/3/7')
    expect(encodeEditTarget({ type: 'press release', id: 3 })).toBe('press-release/3')
    expect(encodeEditTarget({ type: 'homepage' })).toBe('homepage')
    expect(parseEditTarget(encodeEditTarget({ type: 'navigation group', id: 'x/y' }))).toEqual({ type: 'navigation group', id: 'x/y' })
  })

  it.each([
    null,
    '',
    'event',
    'event/0',
    'event/07',
    'event/7/8',
    'exhibitor/3',
    'course-section/8/nowhere',
    'homepage/1',
    'unknown/1',
    'navigation-group/%E0%A4%A',
  ])('reads %j as nothing', (value) => {
    expect(parseEditTarget(value)).toBeNull()
  })
})

describe('where Before/After finds the versions', () => {
  it('compares a document of its collection, or the home page’s global; the navigation keeps no drafts', () => {
    expect(versionsOf({ type: 'event', id: 7 })).toEqual({ collection: 'events', id: 7 })
    expect(versionsOf({ type: 'exhibitor', id: 3, eventId: 7 })).toEqual({ collection: 'exhibitors', id: 3 })
    expect(versionsOf({ type: 'press release', id: 3 })).toEqual({ collection: 'press-releases', id: 3 })
    expect(versionsOf({ type: 'course sections', id: 8, programme: 'destinations' })).toEqual({ collection: 'course-sections', id: 8 })
    expect(versionsOf({ type: 'homepage' })).toEqual({ global: 'homepage' })
    expect(versionsOf({ type: 'navigation group', id: 'academics' })).toBeNull()
    expect(versionsOf(null)).toBeNull()
  })
})
