import { z } from 'zod'

import { COURSE_IMPORT_MAX_BYTES, COURSE_IMPORT_MAX_ROWS, COURSE_IMPORT_MODE_VALUES, DEFAULT_COURSE_IMPORT_MODE } from '@/domain/course-import'

import { defineEndpoints, noQuery } from '../endpoint'

/** Room for the form's own fields and boundaries around the largest file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/** spec §2 (run course importer): the upload of the back office's importer, and of any script staff write. */
export const courseImportEndpoints = defineEndpoints({
  courseImport: {
    method: 'POST',
    path: '/api/v1/courses/import',
    group: 'Courses',
    summary: 'Import course sections from a CSV or JSON file (staff holding courses)',
    query: noQuery,
    body: z.strictObject({
      file: z.file({ error: 'must be a file: a CSV with a header row, or a JSON array of rows' }),
      mode: z.enum(COURSE_IMPORT_MODE_VALUES, { error: `must be one of ${COURSE_IMPORT_MODE_VALUES.join(', ')}` }).default(DEFAULT_COURSE_IMPORT_MODE),
    }),
    bodyEncoding: 'multipart',
    maxBody: {
      bytes: COURSE_IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES,
      message: `The importer reads files of at most ${COURSE_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split the file into several files.`,
    },
    staff: true,
    capability: 'courses',
    returns: `The stored run: \`{ id, fileName, format, mode, outcome, counts: { created, updated, unchanged, refused }, summary, importedAt, importedBy, rows }\`, each row with \`row\`, \`line\`, \`registrationId\`, \`outcome\` (created, updated, unchanged, refused, not-imported), \`sectionId\`, \`reasons\` (\`{ column, message }\`), \`notes\` and the \`values\` read. Rows are matched to sections by registrationId. \`mode=all-or-nothing\` (the default) changes nothing when a row is refused; \`valid-rows\` imports the others. At most ${COURSE_IMPORT_MAX_ROWS} rows. 400 for a file that is not CSV or JSON, does not parse, or has unknown or missing columns; 413 above the size bound.`,
  },
})
