import { describe, expect, it } from 'vitest'

import { COURSE_IMPORT_MAX_BYTES, COURSE_IMPORT_MAX_ROWS } from '@/domain/course-import'

import { readImportFile } from './course-import-file'

const bytes = (text: string) => new TextEncoder().encode(text)
const read = (name: string, text: string | Uint8Array, type?: string) => readImportFile({ name, type, bytes: typeof text === 'string' ? bytes(text) : text })
const refusal = (name: string, text: string | Uint8Array, type?: string) => {
  try {
    read(name, text, type)
  } catch (error) {
    return { problem: (error as { problem?: string }).problem, message: (error as Error).message }
  }
  throw new Error('expected the file to be refused')
}

// spec §2 (run course importer): a CSV or JSON upload.
describe('reading an import file', () => {
  it('reads a CSV with a header row (a byte-order mark, quoted cells and blank lines included), each row with its line', () => {
    const csv =
      '\uFEFFRegistrationId,title,courseNumber,type,instructors\r\nCE-1,"Drawing, Figure",CE-DRW-1,CE,"Ada; Grace"\r\n\r\n,,,,\r\nCE-2,"Two\nlines",CE-DRW-2,CE,\r\n'
    expect(read('fall.csv', csv)).toEqual({
      format: 'csv',
      records: [
        { row: 1, line: 2, values: { registrationId: 'CE-1', title: 'Drawing, Figure', courseNumber: 'CE-DRW-1', type: 'CE', instructors: 'Ada; Grace' } },
        { row: 2, line: 6, values: { registrationId: 'CE-2', title: 'Two\nlines', courseNumber: 'CE-DRW-2', type: 'CE', instructors: '' } },
      ],
    })
  })

  it('reads a JSON array of rows as they are', () => {
    const json = JSON.stringify([{ registrationId: 'CE-1', Title: 'Drawing', courseNumber: 'N', type: 'CE', cost: 450 }, 'oops'])
    expect(read('fall.json', json)).toEqual({
      format: 'json',
      records: [
        { row: 1, line: null, values: { registrationId: 'CE-1', title: 'Drawing', courseNumber: 'N', type: 'CE', cost: 450 } },
        { row: 2, line: null, values: 'oops' },
      ],
    })
  })

  it.each([
    [
      'a spreadsheet',
      'fall.xlsx',
      'PK\u0003\u0004',
      'format',
      '“fall.xlsx” is neither a CSV nor a JSON file: export the sheet as CSV (UTF-8), or send a JSON array of rows.',
    ],
    ['a file that is not UTF-8', 'fall.csv', new Uint8Array([0x72, 0xe9, 0x73, 0x75, 0x6d, 0xe9]), 'encoding', 'The file is not UTF-8 text'],
    ['binary content', 'fall.csv', 'registrationId\u0000', 'encoding', 'The file is not text'],
    ['a CSV that does not parse', 'fall.csv', 'registrationId,title,courseNumber,type\nCE-1,"open,N,CE\n', 'parse', 'The CSV does not parse: Quote Not Closed'],
    [
      'a CSV row with too many cells',
      'fall.csv',
      'registrationId,title,courseNumber,type\nCE-1,T,N,CE,extra\n',
      'parse',
      'The CSV does not parse: Invalid Record Length',
    ],
    ['a JSON that does not parse', 'fall.json', '[{"registrationId": }]', 'parse', 'The JSON does not parse'],
    ['a JSON object instead of an array', 'fall.json', '{"registrationId": "CE-1"}', 'parse', 'The JSON must be an array of rows'],
    ['a JSON array of numbers', 'fall.json', '[1, 2]', 'parse', 'each an object of columns and values'],
    ['an unknown column', 'fall.csv', 'registrationId,title,courseNumber,type,colour\n', 'columns', 'Unknown column “colour”'],
    ['a missing column', 'fall.json', '[{"registrationId": "CE-1", "title": "T", "type": "CE"}]', 'columns', 'The file has no column courseNumber'],
    ['a header and no rows', 'fall.csv', 'registrationId,title,courseNumber,type\n', 'empty', 'The file has no rows to import.'],
    ['an empty file', 'fall.csv', '', 'empty', 'The file is empty'],
    ['an empty array', 'fall.json', '[]', 'empty', 'The file has no rows to import.'],
  ])('refuses %s, saying what is wrong', (_what, name, content, problem, message) => {
    const refused = refusal(name, content)
    expect(refused.problem).toBe(problem)
    expect(refused.message).toContain(message)
  })

  it('refuses a file above the size bound before reading it, and one with too many rows', () => {
    expect(refusal('big.csv', new Uint8Array(COURSE_IMPORT_MAX_BYTES + 1)).problem).toBe('too-large')
    const rows = Array.from({ length: COURSE_IMPORT_MAX_ROWS + 1 }, (_, i) => `CE-${i},T,N,CE`).join('\n')
    expect(refusal('many.csv', `registrationId,title,courseNumber,type\n${rows}`)).toEqual({
      problem: 'too-many-rows',
      message: `The file has ${COURSE_IMPORT_MAX_ROWS + 1} rows; the importer reads at most ${COURSE_IMPORT_MAX_ROWS} at a time. Split it into several files.`,
    })
  })
})
