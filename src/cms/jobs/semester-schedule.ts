import type { TaskConfig } from 'payload'

import { revalidateSite } from '@/cms/hooks/revalidate'
import { applySemesterSchedules } from '@/services/semester-schedule'

/** The queue the semester schedule runs in, every five minutes (`jobs.autoRun` in the Payload config). */
export const SEMESTER_SCHEDULE_QUEUE = 'semesters'
export const SEMESTER_SCHEDULE_CRON = '*/5 * * * *'

/** spec §6: the task that publishes and unpublishes sections on their semester's days (services/semester-schedule.ts). */
export const semesterScheduleTask: TaskConfig<'semester-schedule'> = {
  slug: 'semester-schedule',
  label: 'Publish and unpublish the sections of semesters on their days',
  schedule: [{ cron: SEMESTER_SCHEDULE_CRON, queue: SEMESTER_SCHEDULE_QUEUE }],
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
