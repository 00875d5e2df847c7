import type { TaskConfig } from 'payload'

import { env } from '@/env'
import { revalidateSite } from '@/services/revalidation'
import { applySemesterSchedules } from '@/services/semester-schedule'

/** The semester schedule's queue, on SEMESTER_SCHEDULE_CRON (five minutes by default), run through the job clock (docs/decisions/0054). */
export const SEMESTER_SCHEDULE_QUEUE = 'semesters'

/** spec §6: the task that publishes and unpublishes sections on their semester's days (services/semester-schedule.ts). */
export const semesterScheduleTask: TaskConfig<'semester-schedule'> = {
  slug: 'semester-schedule',
  label: 'Publish and unpublish the sections of semesters on their days',
  schedule: [{ cron: env().SEMESTER_SCHEDULE_CRON, queue: SEMESTER_SCHEDULE_QUEUE }],
  retries: 2,
  outputSchema: [
    { name: 'published', type: 'number', required: true },
    { name: 'unpublished', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const run = await applySemesterSchedules(req.payload, new Date())
    // One revalidation for the whole run: the sections were written without one each.
    if (run.published || run.unpublished) revalidateSite(req)
    return { output: { published: run.published, unpublished: run.unpublished } }
  },
}
