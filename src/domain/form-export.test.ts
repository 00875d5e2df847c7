import { describe, expect, it } from 'vitest'

import { safeCell, submissionRows } from './form-export'

describe('a form’s submissions as a spreadsheet', () => {
  it('heads the columns with the fields’ labels, in the form’s order, old fields last', () => {
    const rows = submissionRows(
      [
        { name: 'firstName', label: 'First name' },
        { name: 'email', label: 'E-mail address' },
      ],
      [
        { submittedAt: '2026-11-24T10:00:00.000Z', answers: { email: 'a@example.edu', firstName: 'Ada' } },
        { submittedAt: '2026-11-24T11:00:00.000Z', answers: { firstName: 'Bo', oldField: 'kept' } },
      ],
    )
    expect(rows).toEqual([
      ['Submitted at', 'First name', 'E-mail address', 'oldField'],
      ['2026-11-24T10:00:00.000Z', 'Ada', 'a@example.edu', ''],
      ['2026-11-24T11:00:00.000Z', 'Bo', '', 'kept'],
    ])
  })

  it('never lets an answer run as a formula', () => {
    expect(safeCell('=HYPERLINK("http://evil.example")')).toBe('\'=HYPERLINK("http://evil.example")')
    expect(safeCell('+1 212 555 0100')).toBe("'+1 212 555 0100")
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(safeCell('plain')).toBe('plain')
  })
})
