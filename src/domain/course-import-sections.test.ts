import { describe, expect, it } from 'vitest'

import { readImportRow } from './course-import'
import { type ImportLookups, type SectionFields, changedFields, resolveReferences, sectionFieldsOf } from './course-import-sections'

const GOOD = {
  registrationId: 'CE-10234',
  title: 'Figure Drawing I',
  courseNumber: 'CE-DRW-2031',
  type: 'CE',
  semester: 'fall/2026',
  registrationStatus: 'open',
  published: 'true',
  description: 'Drawing the human figure from life.',
  keywords: 'life drawing',
  instructors: 'Ada Lovelace; Grace Hopper',
  cost: '450',
  fee: '35.50',
  categories: 'drawing; figure',
  building: 'MAIN',
  secLocation: 'NYC',
  secLevel: 'CE',
  secCourseTypes: 'Studio; Evening',
  isPreCollege: 'false',
  isPreCollegeHousing: 'no',
  startDate: '2026-09-14',
  endDate: '2026-11-30',
  days: 'Mon, Wed',
  startTime: '18:30',
  endTime: '21:00',
  room: '402',
}
const rowOf = (values: Record<string, unknown>) => {
  const result = readImportRow(values)
  if (!result.ok) throw new Error(`expected a good row: ${JSON.stringify(result.reasons)}`)
  return result.row
}

// spec §2 (run course importer), §3 Course: what a row names and changes on a section.
describe('the references of a row', () => {
  const lookups: ImportLookups = {
    semesters: new Map([['fall/2026', 7]]),
    categories: new Map([
      ['drawing', 11],
      ['figure', 12],
    ]),
    buildings: [
      { id: 3, code: 'MAIN', title: 'Main Building' },
      { id: 4, code: null, title: 'Annex' },
    ],
  }

  it('are found: the semester by term/year, categories by slug, the building by code or title', () => {
    expect(resolveReferences(rowOf(GOOD), lookups)).toEqual({ ok: true, refs: { semester: 7, categories: [11, 12], building: 3 } })
    expect(resolveReferences(rowOf({ ...GOOD, building: 'annex', semester: '', categories: '' }), lookups)).toEqual({
      ok: true,
      refs: { semester: null, categories: [], building: 4 },
    })
  })

  it('are refused naming the column when they do not exist', () => {
    expect(resolveReferences(rowOf({ ...GOOD, semester: 'spring/2031', categories: 'drawing; sculpture', building: 'Nowhere Hall' }), lookups)).toEqual({
      ok: false,
      reasons: [
        { column: 'semester', message: 'there is no semester spring/2031: add it under Courses → Semesters first' },
        { column: 'categories', message: 'no category has the slug “sculpture”' },
        { column: 'building', message: 'no building has the code or title “Nowhere Hall”' },
      ],
    })
  })
})

describe('what an import changes', () => {
  const current: SectionFields = {
    registrationId: 'CE-10234',
    title: 'Figure Drawing I',
    courseNumber: 'CE-DRW-2031',
    type: 'CE',
    semester: 7,
    registrationStatus: 'open',
    description: 'Drawing the human figure from life.',
    keywords: 'life drawing',
    instructors: ['Ada Lovelace', 'Grace Hopper'],
    cost: 450,
    fee: 35.5,
    categories: [11, 12],
    building: 3,
    secLocation: 'NYC',
    secLevel: 'CE',
    secCourseTypes: ['Studio', 'Evening'],
    isPreCollege: false,
    isPreCollegeHousing: false,
    meetingSchedules: [{ startDate: '2026-09-14', endDate: '2026-11-30', days: ['mon', 'wed'], startTime: '18:30', endTime: '21:00', room: '402' }],
    datesInterval: null,
    slug: 'figure-drawing-i',
  }
  const refs = { semester: 7, categories: [11, 12], building: 3 }

  it('is nothing for a row that says what the section says', () => {
    expect(changedFields(sectionFieldsOf(rowOf(GOOD), refs), current)).toEqual([])
  })

  it('is the fields that differ, and only those of the columns the file has', () => {
    expect(changedFields(sectionFieldsOf(rowOf({ ...GOOD, cost: '475', instructors: 'Grace Hopper' }), refs), current)).toEqual(['instructors', 'cost'])
    expect(
      changedFields(sectionFieldsOf(rowOf({ registrationId: 'CE-10234', title: 'Figure Drawing I', courseNumber: 'CE-DRW-2031', type: 'CE' }), {}), current),
    ).toEqual([])
  })
})
