import type { TaskConfig } from 'payload'

import { recentClockBoundaries } from '@/services/clock-boundaries'
import { revalidateSite } from '@/services/revalidation'

/** Every minute, through the job clock (docs/decisions/0054). */
const CLOCK_BOUNDARIES_CRON = '* * * * *'
export const CLOCK_BOUNDARIES_QUEUE = 'clock'

/**
 * Cached pages and answers follow the clock (decision 0104): when a college midnight, an alert's window or an event's start or
 * end has passed since the last run, the whole site is revalidated as a publish would, on every instance (decision 0067).
 */
export const clockBoundariesTask: TaskConfig<'clock-boundaries'> = {
  slug: 'clock-boundaries',
  label: 'Refresh cached pages at the moments time changes them',
  schedule: [{ cron: CLOCK_BOUNDARIES_CRON, queue: CLOCK_BOUNDARIES_QUEUE }],
  retries: 1,
  outputSchema: [{ name: 'boundaries', type: 'number', required: true }],
  handler: async ({ req }) => {
    const boundaries = await recentClockBoundaries(req.payload, new Date())
    if (boundaries.length) revalidateSite(req)
    return { output: { boundaries: boundaries.length } }
  },
}
