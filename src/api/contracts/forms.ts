import { z } from 'zod'

import { defineEndpoints, slugParams } from '../endpoint'
import { instantRange } from '../query'

/** spec §6 (form): staff read a form's submissions in the back office, and take them away as a spreadsheet. */
/** The most answers one submission carries: a long form, not a flood of fields. */
const MAX_ANSWERS = 100

export const formEndpoints = defineEndpoints({
  formSubmission: {
    method: 'POST',
    path: '/api/v1/forms/{slug}/submissions',
    group: 'Forms',
    summary: 'Send a form (what the form pages do, for any client)',
    params: slugParams,
    query: z.strictObject({}),
    body: z
      .record(z.string().min(1).max(100), z.union([z.string().max(10_000), z.boolean()]), { error: 'must be an object of field names and answers' })
      .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS, `must have at most ${MAX_ANSWERS} answers`),
    bodyEncoding: 'json',
    maxBody: { bytes: 256 * 1024, message: 'A submission is at most 256 KB.' },
    returns:
      '201 `{ stored: true }` once the submission is stored (the field names are those of the form’s page; a checkbox is true or false). 400 names each answer the form’s rules refuse (spec §5), with the rule’s message; 429 with Retry-After when one sender has sent too many forms in a short time; 503 when it could not be stored (nothing was kept: send it again); 404 for a slug that is no form.',
  },
  formSubmissionsExport: {
    method: 'GET',
    path: '/api/v1/forms/{slug}/submissions.csv',
    group: 'Forms',
    summary: 'A form’s submissions as CSV (staff holding form)',
    params: slugParams,
    query: z.strictObject({ submitted: instantRange().optional() }),
    staff: true,
    capability: 'form',
    returns:
      'text/csv: a header row (Submitted at, then each field’s label) and one row per submission, oldest first; `submitted[from]` and `submitted[to]` keep those sent in that time. Answers that a spreadsheet would run as a formula start with a quote. 404 for a slug that is no form.',
  },
})
