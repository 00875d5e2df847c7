import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SEMESTER_SCHEDULE_QUEUE } from '@/cms/jobs/semester-schedule'
import { bootPayload } from '@/seed/boot'
import { applySemesterSchedules } from '@/services/semester-schedule'

let payload: Payload
const DAY = 24 * 60 * 60 * 1000
const now = new Date()
const at = (days: number) => new Date(now.getTime() + days * DAY)

const semester = async (term: 'Spring' | 'Summer' | 'Fall', year: number, publish: Date, unpublish: Date) =>
  payload.create({
    collection: 'semesters',
    data: { term, year, schedule: { publishSectionsOn: publish.toISOString(), unpublishSectionsOn: unpublish.toISOString() } },
    overrideAccess: true,
    depth: 0,
  })

const draftSection = async (registrationId: string, semesterId: number) =>
  payload.create({
    collection: 'course-sections',
    data: {
      registrationId,
      title: `Section ${registrationId}`,
      slug: registrationId.toLowerCase(),
      courseNumber: 'CE-1',
      type: 'CE',
      semester: semesterId,
      _status: 'draft',
    },
    draft: true,
    overrideAccess: true,
    depth: 0,
  })

/** What visitors see: the published sections among these. */
const published = async (ids: string[]) => {
  const { docs } = await payload.find({
    collection: 'course-sections',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    where: { registrationId: { in: ids } },
  })
  return docs.map((doc) => doc.registrationId).sort()
}

/** One run through the queue, as the server runs it every five minutes; answers the sections published on visitors' side afterwards. */
const runQueue = async (ids: string[]) => {
  const job = await payload.jobs.queue({ task: 'semester-schedule', input: {}, queue: SEMESTER_SCHEDULE_QUEUE })
  const run = await payload.jobs.run({ queue: SEMESTER_SCHEDULE_QUEUE })
  expect(run.jobStatus?.[String(job.id)]).toMatchObject({ status: 'success' })
  return published(ids)
}

beforeAll(async () => {
  payload = await bootPayload()
})

// spec §6 (course semesters auto publish/unpublish): the semester-schedule job.
describe('the semester schedule', () => {
  it('publishes a semester’s draft sections once its publish day has come, not before, and once', async () => {
    const fall = await semester('Fall', 2093, at(1), at(10))
    const other = await semester('Spring', 2093, at(30), at(60))
    await draftSection('SS-1', fall.id)
    await draftSection('SS-2', fall.id)
    await draftSection('SS-3', other.id)

    expect(await applySemesterSchedules(payload, now)).toEqual({ published: 0, unpublished: 0, semesters: [] })
    expect(await published(['SS-1', 'SS-2', 'SS-3'])).toEqual([])

    expect(await applySemesterSchedules(payload, at(2))).toEqual({ published: 2, unpublished: 0, semesters: ['fall/2093'] })
    expect(await published(['SS-1', 'SS-2', 'SS-3'])).toEqual(['SS-1', 'SS-2'])
    const after = await payload.findByID({ collection: 'semesters', id: fall.id, depth: 0 })
    expect(after.schedule?.sectionsPublishedAt).toBe(at(2).toISOString())

    // Once: a section staff take down afterwards stays down.
    const [ss1] = (await payload.find({ collection: 'course-sections', where: { registrationId: { equals: 'SS-1' } }, depth: 0 })).docs
    await payload.update({ collection: 'course-sections', id: ss1!.id, data: { _status: 'draft' }, overrideAccess: true })
    expect(await applySemesterSchedules(payload, at(3))).toMatchObject({ published: 0 })
    expect(await published(['SS-1', 'SS-2'])).toEqual(['SS-2'])

    // Its unpublish day takes the sections down.
    expect(await applySemesterSchedules(payload, at(11))).toEqual({ published: 0, unpublished: 1, semesters: ['fall/2093'] })
    expect(await published(['SS-1', 'SS-2', 'SS-3'])).toEqual([])
    expect(await applySemesterSchedules(payload, at(12))).toEqual({ published: 0, unpublished: 0, semesters: [] })
  })

  it('runs through Payload’s job queue: publishes on the publish day, then takes down on the unpublish day', async () => {
    const summer = await semester('Summer', 2094, at(-1), at(5))
    await draftSection('SQ-1', summer.id)
    await draftSection('SQ-2', summer.id)

    expect(await runQueue(['SQ-1', 'SQ-2'])).toEqual(['SQ-1', 'SQ-2'])
    const after = await payload.findByID({ collection: 'semesters', id: summer.id, depth: 0 })
    expect(after.schedule?.sectionsPublishedAt).toEqual(expect.any(String))

    // Moving the unpublish day into the past: the next run takes them down.
    await payload.update({ collection: 'semesters', id: summer.id, data: { schedule: { unpublishSectionsOn: at(-0.5).toISOString() } }, overrideAccess: true })
    expect(await runQueue(['SQ-1', 'SQ-2'])).toEqual([])
    // Once taken down, later runs leave them so.
    expect(await runQueue(['SQ-1', 'SQ-2'])).toEqual([])
  })
})
