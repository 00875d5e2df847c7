import { describe, expect, it } from 'vitest'

import { countRows, importOutcomeOf, importSummary } from './course-import-report'

// spec §2 (run course importer): a report of rows created, updated and refused with the reason.
describe('the outcome of an import', () => {
  it('counts the rows and says what happened in one sentence', () => {
    const counts = countRows([{ outcome: 'created' }, { outcome: 'updated' }, { outcome: 'unchanged' }, { outcome: 'refused' }, { outcome: 'not-imported' }])
    expect(counts).toEqual({ created: 1, updated: 1, unchanged: 1, refused: 1 })
    expect(importOutcomeOf(counts)).toBe('partly-imported')
    expect(importSummary(counts, 'valid-rows')).toBe('Partly imported: 1 created, 1 updated, 1 unchanged; 1 row refused (see the reasons below).')
    expect(importSummary({ created: 2, updated: 0, unchanged: 0, refused: 0 }, 'all-or-nothing')).toBe('Imported: 2 created, 0 updated, 0 unchanged.')
    const stopped = { created: 0, updated: 0, unchanged: 0, refused: 1 }
    expect(importOutcomeOf(stopped)).toBe('nothing-changed')
    expect(importSummary(stopped, 'all-or-nothing')).toBe(
      'Nothing changed: 1 row refused, and in “All or nothing” mode a refused row stops the whole file. Correct the row, or choose “Import the valid rows”.',
    )
    expect(importSummary({ created: 0, updated: 0, unchanged: 3, refused: 0 }, 'all-or-nothing')).toBe(
      'Nothing changed: every row matches its section already.',
    )
  })
})
