import type { Payload } from 'payload'

import { type SemesterSchedule, semesterScheduleDue } from '@/domain/courses'

/** What one run of the semester schedule did. */
export type SemesterScheduleRun = { published: number; unpublished: number; semesters: string[] }

/** spec §6 (course semesters auto publish/unpublish): due publishes and unpublishes, once each, newest versions, with the system's access. */
export async function applySemesterSchedules(payload: Payload, now: Date): Promise<SemesterScheduleRun> {
  const { docs: semesters } = await payload.find({
    collection: 'semesters',
    depth: 0,
    pagination: false,
    where: {
      or: [
        { 'schedule.publishSectionsOn': { less_than_equal: now.toISOString() } },
        { 'schedule.unpublishSectionsOn': { less_than_equal: now.toISOString() } },
      ],
    },
  })
  const run: SemesterScheduleRun = { published: 0, unpublished: 0, semesters: [] }
  for (const semester of semesters) {
    const schedule = (semester.schedule ?? {}) as Partial<SemesterSchedule>
    const due = semesterScheduleDue(
      {
        publishSectionsOn: schedule.publishSectionsOn ?? null,
        unpublishSectionsOn: schedule.unpublishSectionsOn ?? null,
        sectionsPublishedAt: schedule.sectionsPublishedAt ?? null,
        sectionsUnpublishedAt: schedule.sectionsUnpublishedAt ?? null,
      },
      now,
    )
    if (!due.publish && !due.unpublish) continue
    if (due.publish) run.published += await publishSections(payload, semester.id)
    if (due.unpublish) run.unpublished += await unpublishSections(payload, semester.id)
    await payload.update({
      collection: 'semesters',
      id: semester.id,
      data: {
        schedule: {
          ...semester.schedule,
          ...(due.publish ? { sectionsPublishedAt: now.toISOString() } : {}),
          ...(due.unpublish ? { sectionsUnpublishedAt: now.toISOString() } : {}),
        },
      },
      context: { disableRevalidate: true },
    })
    run.semesters.push(semester.semesterId ?? String(semester.id))
  }
  return run
}

async function publishSections(payload: Payload, semesterId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'course-sections',
    draft: true,
    depth: 0,
    pagination: false,
    where: { and: [{ semester: { equals: semesterId } }, { _status: { not_equals: 'published' } }] },
  })
  for (const { id, createdAt: _created, updatedAt: _updated, ...newest } of docs) {
    await payload.update({ collection: 'course-sections', id, data: { ...newest, _status: 'published' }, context: { disableRevalidate: true } })
  }
  return docs.length
}

async function unpublishSections(payload: Payload, semesterId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'course-sections',
    depth: 0,
    pagination: false,
    select: { title: true },
    where: { and: [{ semester: { equals: semesterId } }, { _status: { equals: 'published' } }] },
  })
  for (const { id } of docs) {
    await payload.update({ collection: 'course-sections', id, data: { _status: 'draft' }, context: { disableRevalidate: true } })
  }
  return docs.length
}
