import { describe, expect, it } from 'vitest'

import { HEADER_TYPES, HERO_TYPES, INTRO_KINDS, PAGE_TEMPLATES, pagePath, pagePathProblem, reservedPathOf } from './pages'

describe('page settings', () => {
  // spec §2: templates, header types, intro kinds, exhibitions grid display; spec §3: hero types
  it('offer exactly the values of the spec', () => {
    expect(PAGE_TEMPLATES).toEqual(['About', 'Academic calendar', 'Admission', 'Calendar', 'History', 'Visit', 'Summer Housing Detail Page'])
    expect(HEADER_TYPES).toEqual(['default', 'subheader'])
    expect(INTRO_KINDS).toEqual(['image', 'image and text', 'text', 'video'])
    expect(HERO_TYPES).toEqual(['none', 'image', 'video'])
  })
})

describe('page paths', () => {
  it('join the slugs of the ancestors and the page', () => {
    expect(pagePath(['about', 'about-sva', 'working-at-sva'])).toBe('/about/about-sva/working-at-sva')
    expect(pagePath(['colophon'])).toBe('/colophon')
    expect(pagePath(['about', null, undefined, 'history'])).toBe('/about/history')
  })

  // spec §2: /{slug} of any depth, except where another route lives
  it('refuse addresses that other routes own, at any depth below them', () => {
    expect(reservedPathOf('/events')).toBe('/events')
    expect(reservedPathOf('/events/senior-show')).toBe('/events')
    expect(reservedPathOf('/academics/continuing-education/courses')).toBe('/academics/continuing-education/courses')
    expect(reservedPathOf('/academics/continuing-education')).toBeNull()
    expect(reservedPathOf('/eventsful')).toBeNull()
    expect(pagePathProblem('/faculty/ada')).toMatch(/\/faculty belongs to another part of the site/)
  })

  it('accept ordinary nested paths and explain bad ones', () => {
    expect(pagePathProblem('/admissions/how-to-apply/undergraduate-application-requirements')).toBeNull()
    expect(pagePathProblem('/')).toBe('A page needs a slug.')
    expect(pagePathProblem('/About')).toMatch(/lower-case/)
    expect(pagePathProblem('/a/b/c/d/e/f/g/h/i')).toMatch(/at most 8 levels/)
  })
})
