import { describe, expect, it } from 'vitest'

import { APPLY_CLICK_EVENT } from './apply-click'
import { APPLY_LINKS, GET_INFO_COLUMNS } from './header-menus'

// spec §2
describe('header menus', () => {
  it('APPLY offers Undergraduate, Graduate and Continuing Education, each with its academic level', () => {
    expect(APPLY_CLICK_EVENT).toBe('apply-click')
    expect(APPLY_LINKS.map((link) => link.label)).toEqual(['Undergraduate', 'Graduate', 'Continuing Education'])
    // spec §7: apply-click's academic_level is the level's name.
    expect(APPLY_LINKS.map((link) => link.academicLevel)).toEqual(['Undergraduate', 'Graduate', 'Continuing Education'])
    expect(APPLY_LINKS.every((link) => link.href.startsWith('/'))).toBe(true)
  })

  it('GET INFO has the five columns and links of spec §2', () => {
    expect(GET_INFO_COLUMNS.map((column) => column.heading)).toEqual(['Undergraduate', 'Graduate', 'Watch', 'School newsletters', 'Continuing education'])
    const labels = (heading: string) => GET_INFO_COLUMNS.find((column) => column.heading === heading)!.links.map((link) => link.label)
    expect(labels('Undergraduate')).toEqual(['Subscribe', 'Request Materials', 'In-Person Tour', 'Virtual Tour'])
    expect(labels('Graduate')).toEqual(['Subscribe', 'Request Materials', 'In-Person Tour'])
    expect(labels('School newsletters')).toHaveLength(2)
    expect(labels('Continuing education')).toEqual(['Subscribe'])
    expect(GET_INFO_COLUMNS.filter((column) => column.withSocialLinks).map((column) => column.heading)).toEqual(['Watch'])
  })

  it('the graduate in-person tour adds tab=graduate; the newsletters use the spec keys', () => {
    const graduate = GET_INFO_COLUMNS.find((column) => column.heading === 'Graduate')!
    expect(graduate.links.find((link) => link.label === 'In-Person Tour')!.href).toBe('/admissions/visit?tab=graduate')
    const hrefs = GET_INFO_COLUMNS.flatMap((column) => column.links.map((link) => link.href))
    for (const key of ['svanow', 'sva-calendar', 'continuing-education']) expect(hrefs).toContain(`/subscribe?newsletter=${key}`)
  })
})
