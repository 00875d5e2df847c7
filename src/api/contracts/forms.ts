import { z } from 'zod'

import { defineEndpoints, slugParams } from '../endpoint'
import { instantRange } from '../query'

/** spec §6 (form): staff read a form's submissions in the back office, and take them away as a spreadsheet. */
export const formEndpoints = defineEndpoints({
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
