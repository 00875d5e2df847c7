import { describe, expect, it } from 'vitest'

import {
  COURSE_IMPORT_COLUMN_NAMES,
  COURSE_IMPORT_MAX_BYTES,
  COURSE_IMPORT_MAX_ROWS,
  COURSE_IMPORT_MODES,
  DEFAULT_COURSE_IMPORT_MODE,
  CourseImportFileError,
  checkColumns,
  checkFileSize,
  checkRowCount,
  columnOf,
  importFormatOf,
  readImportRow,
} from './course-import'
import { LIST_SEPARATOR, MAX_MEETINGS_PER_ROW } from './course-import-meetings'
import { COURSE_STATUSES, COURSE_TYPES } from './courses'

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
  datesInterval: '',
  slug: '',
}

const reasonsOf = (values: Record<string, unknown>) => {
  const result = readImportRow(values)
  if (result.ok) throw new Error('expected the row to be refused')
  return result.reasons
}
const rowOf = (values: Record<string, unknown>) => {
  const result = readImportRow(values)
  if (!result.ok) throw new Error(`expected a good row: ${JSON.stringify(result.reasons)}`)
  return result.row
}

// spec §2 (run course importer), §3 Course: the importer's columns are the section's fields.
describe('the importer’s columns', () => {
  it('are every field of spec §3 a file can carry, registrationId first; four are required', () => {
    expect(COURSE_IMPORT_COLUMN_NAMES).toEqual(Object.keys(GOOD))
    for (const field of [
      'title',
      'courseNumber',
      'semester',
      'datesInterval',
      'categories',
      'type',
      'secLocation',
      'secLevel',
      'secCourseTypes',
      'published',
      'building',
    ])
      expect(COURSE_IMPORT_COLUMN_NAMES).toContain(field)
    expect(checkColumns(['registrationId', 'title', 'courseNumber', 'type'])).toEqual(['registrationId', 'title', 'courseNumber', 'type'])
  })

  it('are read whatever their case, and a file’s header is refused naming what is wrong', () => {
    expect(columnOf(' RegistrationID ')).toBe('registrationId')
    expect(columnOf('titel')).toBeNull()
    const refusal = (headers: string[]) => {
      try {
        checkColumns(headers)
      } catch (error) {
        expect(error).toBeInstanceOf(CourseImportFileError)
        return (error as Error).message
      }
      throw new Error('expected a refusal')
    }
    expect(refusal(['registrationId', 'titel', 'courseNumber', 'type'])).toMatch(/^Unknown column “titel”\. The importer reads: registrationId, title/)
    expect(refusal(['registrationId', 'title', 'type'])).toBe('The file has no column courseNumber: every row needs registrationId, title, courseNumber, type.')
    expect(refusal(['registrationId', 'title', 'Title', 'courseNumber', 'type'])).toBe('The column title appears more than once.')
    expect(refusal(['registrationId;title;courseNumber;type'])).toMatch(/separate the columns with commas \(this file seems to use “;”\)/)
  })
})

describe('the bounds of a file', () => {
  it('are 5 MB and 3,000 rows, each refused with the figures', () => {
    expect(COURSE_IMPORT_MAX_BYTES).toBe(5 * 1024 * 1024)
    expect(COURSE_IMPORT_MAX_ROWS).toBe(3000)
    expect(() => checkFileSize(COURSE_IMPORT_MAX_BYTES)).not.toThrow()
    expect(() => checkFileSize(6.2 * 1024 * 1024)).toThrow('The file is 6.2 MB; the importer reads files of at most 5 MB. Split it into several files.')
    expect(() => checkRowCount(COURSE_IMPORT_MAX_ROWS)).not.toThrow()
    expect(() => checkRowCount(3001)).toThrow('The file has 3001 rows; the importer reads at most 3000 at a time.')
    expect(() => checkRowCount(0)).toThrow('The file has no rows to import.')
  })

  it('are CSV or JSON, by the file’s name, else its content type', () => {
    expect(importFormatOf('fall-2026.CSV')).toBe('csv')
    expect(importFormatOf('sections.json')).toBe('json')
    expect(importFormatOf('sections.xlsx', 'text/csv')).toBeNull()
    expect(importFormatOf('sections', 'text/csv; charset=utf-8')).toBe('csv')
    expect(importFormatOf('sections', 'application/octet-stream')).toBeNull()
  })
})

// spec §2 (run course importer): every row validated.
describe('a row', () => {
  it('reads every column of a good row into the section’s fields', () => {
    expect(rowOf(GOOD)).toEqual({
      registrationId: 'CE-10234',
      title: 'Figure Drawing I',
      courseNumber: 'CE-DRW-2031',
      type: 'CE',
      semester: 'fall/2026',
      registrationStatus: 'open',
      published: true,
      description: 'Drawing the human figure from life.',
      keywords: 'life drawing',
      instructors: ['Ada Lovelace', 'Grace Hopper'],
      cost: 450,
      fee: 35.5,
      categories: ['drawing', 'figure'],
      building: 'MAIN',
      secLocation: 'NYC',
      secLevel: 'CE',
      secCourseTypes: ['Studio', 'Evening'],
      isPreCollege: false,
      isPreCollegeHousing: false,
      datesInterval: null,
      slug: undefined,
      meetingSchedules: [{ startDate: '2026-09-14', endDate: '2026-11-30', days: ['mon', 'wed'], startTime: '18:30', endTime: '21:00', room: '402' }],
    })
  })

  it('takes JSON’s numbers, booleans, lists and nulls as the same text', () => {
    const row = rowOf({ ...GOOD, cost: 450, fee: 0, published: true, instructors: ['Ada Lovelace', 'Grace Hopper'], keywords: null })
    expect(row).toMatchObject({ cost: 450, fee: 0, published: true, instructors: ['Ada Lovelace', 'Grace Hopper'], keywords: null })
  })

  it('needs only the four required columns; absent columns are left out, so a section keeps those fields', () => {
    const row = rowOf({ registrationId: 'X1', title: 'T', courseNumber: 'N', type: 'precollege' })
    expect(row).toEqual({ registrationId: 'X1', title: 'T', courseNumber: 'N', type: 'PreCollege', published: false })
  })

  it('accepts every course type of spec §3 and every status, in any case', () => {
    for (const { value } of COURSE_TYPES) expect(rowOf({ ...GOOD, type: value.toLowerCase() }).type).toBe(value)
    for (const { value } of COURSE_STATUSES) expect(rowOf({ ...GOOD, registrationStatus: value.toUpperCase() }).registrationStatus).toBe(value)
  })

  it('describes several meetings, one value per meeting in each meeting column', () => {
    const row = rowOf({
      ...GOOD,
      startDate: '2026-09-14; 2026-10-03',
      endDate: '2026-11-30;',
      days: 'mon wed; saturday',
      startTime: '18:30;10:00',
      endTime: '21:00;16:00',
      room: '402;',
    })
    expect(row.meetingSchedules).toEqual([
      { startDate: '2026-09-14', endDate: '2026-11-30', days: ['mon', 'wed'], startTime: '18:30', endTime: '21:00', room: '402' },
      { startDate: '2026-10-03', endDate: null, days: ['sat'], startTime: '10:00', endTime: '16:00', room: null },
    ])
    expect(rowOf({ ...GOOD, startDate: '', endDate: '', days: '', startTime: '', endTime: '', room: '' }).meetingSchedules).toEqual([])
  })

  it.each([
    ['registrationId', { registrationId: '' }, 'is required'],
    ['registrationId', { registrationId: undefined }, 'is required'],
    ['registrationId', { registrationId: 'R'.repeat(41) }, 'must be at most 40 characters'],
    ['title', { title: '   ' }, 'is required'],
    ['title', { title: { text: 'Figure' } }, 'must be text, a number or true/false'],
    ['type', { type: 'Evening' }, '“Evening” is not one of CE, PreCollege, SummerResidency'],
    ['semester', { semester: '2026 fall' }, '“2026 fall” must be term/year, e.g. fall/2026'],
    ['semester', { semester: 'winter/2026' }, 'must be term/year'],
    ['registrationStatus', { registrationStatus: 'full' }, '“full” is not one of open, waitlist, closed, cancelled'],
    ['published', { published: 'maybe' }, '“maybe” must be true or false'],
    ['cost', { cost: '$450' }, '“$450” must be an amount of dollars such as 450 or 450.50'],
    ['fee', { fee: '-5' }, 'must be an amount of dollars'],
    ['fee', { fee: '12.345' }, 'must be an amount of dollars'],
    ['instructors', { instructors: `${'A'.repeat(121)}; B` }, 'each instructor must be at most 120 characters'],
    ['startDate', { startDate: '14/09/2026' }, '“14/09/2026” must be a day written YYYY-MM-DD'],
    ['startDate', { startDate: '2026-02-30' }, 'must be a day written YYYY-MM-DD'],
    ['endDate', { endDate: '2026-09-01' }, '2026-09-01 is before the start, 2026-09-14'],
    ['endDate', { endDate: '2026-11-30; 2026-12-01' }, 'has 2 values for 1 meetings'],
    ['days', { days: 'Mo' }, '“Mo” is not a weekday'],
    ['startTime', { startTime: '6:30pm' }, '“6:30pm” must be a 24-hour time written HH:mm'],
    ['endTime', { endTime: '24:00' }, 'must be a 24-hour time written HH:mm'],
    ['endTime', { endTime: '18:00' }, '18:00 is not after the start, 18:30'],
    ['days', { startDate: '', days: 'mon' }, 'has a value but startDate is empty'],
    ['slug', { slug: 'Figure Drawing' }, 'must be lower-case letters, digits and single dashes'],
    ['isPreCollege', { isPreCollege: 'sometimes' }, 'must be true or false'],
    ['colour', { colour: 'red' }, 'is not a column the importer reads'],
  ])('is refused naming %s for a bad value', (column, change, message) => {
    const reasons = reasonsOf({ ...GOOD, ...change })
    expect(reasons).toContainEqual({ column, message: expect.stringContaining(message) })
  })

  it('names the meeting at fault when there are several, and bounds their number', () => {
    expect(reasonsOf({ ...GOOD, startDate: '2026-09-14;2026-13-01', endDate: ';', days: ';', startTime: ';', endTime: ';', room: ';' })).toEqual([
      { column: 'startDate', message: 'meeting 2: “2026-13-01” must be a day written YYYY-MM-DD' },
    ])
    const many = Array.from({ length: MAX_MEETINGS_PER_ROW + 1 }, () => '2026-09-14').join(LIST_SEPARATOR)
    expect(reasonsOf({ registrationId: 'X', title: 'T', courseNumber: 'N', type: 'CE', startDate: many })).toEqual([
      { column: 'startDate', message: `has ${MAX_MEETINGS_PER_ROW + 1} meetings; a row describes at most ${MAX_MEETINGS_PER_ROW}` },
    ])
  })

  it('gives every reason at once', () => {
    const reasons = reasonsOf({ ...GOOD, title: '', cost: 'free', semester: 'soon' })
    expect(reasons.map((reason) => reason.column).sort()).toEqual(['cost', 'semester', 'title'])
  })

  it('must be an object of columns', () => {
    expect(reasonsOf(['a', 'b'] as unknown as Record<string, unknown>)).toEqual([{ column: 'row', message: 'must be an object of columns and values' }])
  })
})

describe('the modes of an import', () => {
  // spec §2 (run course importer): all or nothing by default.
  it('are all or nothing by default, or the valid rows when staff choose', () => {
    expect(COURSE_IMPORT_MODES.map((mode) => mode.label)).toEqual(['All or nothing', 'Import the valid rows'])
    expect(DEFAULT_COURSE_IMPORT_MODE).toBe('all-or-nothing')
  })
})
