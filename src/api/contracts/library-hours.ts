import { z } from 'zod'

import { LIBRARY_IDS, MAX_LIBRARY_IDS, parseDay, rangeProblem } from '@/domain/library-hours'

import { defineEndpoints } from '../endpoint'

/** `from` and `to` of the library-hours call: days written YYYY-MM-DD, `to` not before `from`, at most a year apart. */
const day = z
  .string({ error: 'must be a date written YYYY-MM-DD' })
  .refine((value) => parseDay(value) !== null, 'must be a date written YYYY-MM-DD that exists, e.g. 2026-11-23')

const hoursRange = z.strictObject({ from: day.optional(), to: day.optional() }).superRefine((range, ctx) => {
  if (!range.from || !range.to) return
  const problem = rangeProblem(range.from, range.to)
  if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem })
})

/** `{libraryIds}`: library ids joined by commas (5459,5461), each at most once. */
const libraryIdList = z
  .string({ error: 'must be library ids joined by commas, e.g. 5459,5461' })
  .max(200, 'must be at most 200 characters')
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim())
    if (parts.some((part) => !/^[1-9]\d{0,8}$/.test(part))) {
      ctx.addIssue({ code: 'custom', message: `must be library ids joined by commas, e.g. ${LIBRARY_IDS.join(',')}` })
      return z.NEVER
    }
    const ids = [...new Set(parts.map(Number))]
    if (ids.length > MAX_LIBRARY_IDS) {
      ctx.addIssue({ code: 'custom', message: `must name at most ${MAX_LIBRARY_IDS} libraries` })
      return z.NEVER
    }
    return ids
  })

export const libraryHoursEndpoints = defineEndpoints({
  libraryHours: {
    method: 'GET',
    path: '/api/v1/libcal/hours/{libraryIds}',
    group: 'Places',
    summary: 'Opening hours of libraries for a range of days',
    params: z.strictObject({ libraryIds: libraryIdList }),
    query: hoursRange,
    returns:
      '`{ from, to, source, libraries: [{ id, name, days: [{ date, status, hours: [{ from, to }], note }] }] }`, from the hours kept in the back office, or from LibCal when it is configured (source says which). from defaults to today in the college’s time zone, to to from; 404 for a library nobody keeps hours for.',
  },
})
