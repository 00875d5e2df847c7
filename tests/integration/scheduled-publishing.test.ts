import { type Payload, createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { JOBS_RUN_PATH } from '../../src/server/job-clock.mjs'
import { SCHEDULE_PUBLISH_TASK, schedulePublishServerFunction, schedulePublishing } from '@/cms/jobs/schedule-publish'
import type { User } from '@/payload-types'
import type { SeedResult } from '@/seed/index'

import { payloadRest, seededPayload, staffToken } from './harness'

// decision 0112: scheduled publishing with Payload's own schedulePublish jobs, run by the job clock; the capability to publish is
// asked when the schedule is made and again when it runs; the audit log says who scheduled what and when it ran.

let payload: Payload
let seeded: SeedResult
let adminToken: string
const HOUR = 60 * 60 * 1000

/** A seeded staff member as the back office knows them (roles and their capabilities read). */
async function staff(role: string): Promise<User> {
  const login = seeded.logins.find((entry) => entry.role === role)!
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: login.email } }, depth: 1, limit: 1, overrideAccess: true })
  return { ...docs[0]!, collection: 'users' } as User
}

const requestAs = async (user: User | null) => createLocalReq({ user: (user ?? undefined) as never }, payload)

async function draftPage(title: string): Promise<number> {
  const doc = await payload.create({
    collection: 'pages',
    draft: true,
    overrideAccess: true,
    depth: 0,
    data: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), headerType: 'default', _status: 'draft' } as never,
  })
  return doc.id
}

/** What visitors see of the page: its title if published, else null. */
const visitorsSee = async (id: number) =>
  (await payload.find({ collection: 'pages', overrideAccess: false, depth: 0, where: { id: { equals: id } } })).docs[0]?.title ?? null

/** Its moment comes: the job's waitUntil moved into the past, as time passing would. */
const momentComes = async (jobId: number | string) =>
  payload.db.updateOne({ collection: 'payload-jobs', id: jobId, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })

/** One tick of the job clock: the run endpoint for every queue, here with a cron-job holder's token instead of its secret. */
async function clockTick(): Promise<void> {
  const run = await payloadRest(JOBS_RUN_PATH.replace(/^\/api\//, ''), { token: adminToken })
  expect(run.status, JSON.stringify(run.body)).toBe(200)
}

const auditOf = async (documentId: number) =>
  (
    await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      depth: 0,
      sort: 'createdAt',
      pagination: false,
      where: { and: [{ entity: { equals: 'pages' } }, { documentId: { equals: String(documentId) } }] },
    })
  ).docs

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
  adminToken = await staffToken(payload, seeded)
})

describe('scheduled publishing', () => {
  it('publishes and later unpublishes a page when the job clock runs the due jobs, not before; the audit log says who and when', async () => {
    const editor = await staff('Content editor')
    const id = await draftPage('Scheduled open house')
    const publish = await schedulePublishing(await requestAs(editor), {
      type: 'publish',
      at: new Date(Date.now() + HOUR).toISOString(),
      target: { collection: 'pages', id: String(id) },
    })
    await clockTick()
    expect(await visitorsSee(id)).toBeNull()

    await momentComes(publish.id)
    await clockTick()
    expect(await visitorsSee(id)).toBe('Scheduled open house')

    const unpublish = await schedulePublishing(await requestAs(editor), {
      type: 'unpublish',
      at: new Date(Date.now() + HOUR).toISOString(),
      target: { collection: 'pages', id: String(id) },
    })
    await momentComes(unpublish.id)
    await clockTick()
    expect(await visitorsSee(id)).toBeNull()

    const entries = await auditOf(id)
    expect(entries.map((entry) => entry.action)).toEqual(['schedule', 'publish', 'schedule', 'unpublish'])
    for (const entry of entries) expect(entry).toMatchObject({ user: editor.id, userEmail: editor.email, summary: 'Scheduled open house' })
    expect(entries[0]!.note).toMatch(new RegExp(`^publish scheduled for .* \\(job ${publish.id}\\)$`))
    expect(entries[1]!.note).toMatch(new RegExp(`^publish scheduled for .* run at .* \\(job ${publish.id}\\)$`))
    expect(entries[3]!.note).toMatch(new RegExp(`^unpublish scheduled for .* run at .* \\(job ${unpublish.id}\\)$`))
  })

  it('schedules the home page too (a global)', async () => {
    const editor = await staff('Content editor')
    const job = await schedulePublishing(await requestAs(editor), { type: 'publish', at: new Date(Date.now() + HOUR), target: { global: 'homepage' } })
    await momentComes(job.id)
    await clockTick()
    const { docs } = await payload.find({
      collection: 'audit-logs',
      overrideAccess: true,
      depth: 0,
      sort: '-createdAt',
      limit: 2,
      where: { entity: { equals: 'homepage' } },
    })
    // The run is noted as the editor's publish, with the job's run.
    expect(docs.map((entry) => [entry.action, entry.user])).toEqual([
      ['publish', editor.id],
      ['schedule', editor.id],
    ])
    expect(docs[0]!.note).toMatch(new RegExp(`\\(job ${job.id}\\)$`))
  })

  it('asks for the capability to publish when the schedule is made, in the back office’s drawer and through the API', async () => {
    const id = await draftPage('Not yours to schedule')
    const at = new Date(Date.now() + HOUR).toISOString()
    const target = { collection: 'pages', id: String(id) }
    // The events manager edits no page; the viewer changes nothing.
    await expect(schedulePublishing(await requestAs(await staff('Events manager')), { type: 'publish', at, target })).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/Page edit/),
    })
    await expect(schedulePublishing(await requestAs(null), { type: 'publish', at, target })).rejects.toMatchObject({ status: 401 })
    const drawer = await schedulePublishServerFunction({
      req: await requestAs(await staff('Viewer')),
      type: 'publish',
      date: at,
      doc: { relationTo: 'pages', value: String(id) },
    })
    expect(drawer).toMatchObject({ error: expect.stringMatching(/Page edit/) })

    const viewer = await staffToken(payload, seeded, 'Viewer')
    const body = { type: 'publish', at, doc: { relationTo: 'pages', value: id } }
    expect((await payloadRest('payload-jobs/schedule-publish', { method: 'POST', token: viewer, body })).status).toBe(403)
    expect((await payloadRest('payload-jobs/schedule-publish', { method: 'POST', body })).status).toBe(401)
    // Payload's own collection create stays closed, whoever asks.
    const raw = { taskSlug: SCHEDULE_PUBLISH_TASK, input: { type: 'publish', doc: { relationTo: 'pages', value: String(id) } }, waitUntil: at }
    expect((await payloadRest('payload-jobs', { method: 'POST', token: viewer, body: raw })).status).toBe(403)
    expect((await payloadRest('payload-jobs', { method: 'POST', token: adminToken, body: raw })).status).toBe(403)
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true, where: { 'input.doc.value': { equals: String(id) } } })).totalDocs).toBe(0)

    // Bad input is a 400 that says why; a document that is not there a 404.
    expect((await payloadRest('payload-jobs/schedule-publish', { method: 'POST', token: adminToken, body: { ...body, at: 'soon' } })).status).toBe(400)
    expect((await payloadRest('payload-jobs/schedule-publish', { method: 'POST', token: adminToken, body: { ...body, type: 'delete' } })).status).toBe(400)
    const missing = await payloadRest('payload-jobs/schedule-publish', {
      method: 'POST',
      token: adminToken,
      body: { ...body, doc: { relationTo: 'pages', value: 999999 } },
    })
    expect(missing.status).toBe(404)

    const made = await payloadRest('payload-jobs/schedule-publish', { method: 'POST', token: adminToken, body })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.job.waitUntil).toBe(at)

    // The drawer, for an editor who publishes pages: scheduled; and the schedule removed again, noted both times.
    const editor = await requestAs(await staff('Content editor'))
    expect(await schedulePublishServerFunction({ req: editor, type: 'unpublish', date: at, doc: { relationTo: 'pages', value: String(id) } })).toEqual({
      message: expect.any(String),
    })
    const waiting = await payload.find({ collection: 'payload-jobs', overrideAccess: true, depth: 0, where: { 'input.doc.value': { equals: String(id) } } })
    expect(waiting.docs.map((job) => (job.input as { type: string }).type).sort()).toEqual(['publish', 'unpublish'])
    const unpublishJob = waiting.docs.find((job) => (job.input as { type: string }).type === 'unpublish')!
    const viewerRemoves = await schedulePublishServerFunction({ req: await requestAs(await staff('Viewer')), deleteID: unpublishJob.id })
    expect(viewerRemoves).toMatchObject({ error: expect.stringMatching(/Page edit/) })
    expect(await schedulePublishServerFunction({ req: editor, deleteID: unpublishJob.id })).toEqual({ message: expect.any(String) })
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true, where: { id: { equals: unpublishJob.id } } })).totalDocs).toBe(0)
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['schedule', 'schedule', 'unschedule'])
  })

  it('asks again when it runs: a scheduler who lost the capability publishes nothing, and the audit log says so', async () => {
    const role = await payload.create({
      collection: 'roles',
      overrideAccess: true,
      data: { title: 'Page publisher for a while', capabilities: ['session', 'draft', 'pageCreate', 'pageEdit'] },
    })
    const user = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { fullName: 'Temporary Publisher', email: 'temporary.publisher@foundry.example', password: 'a long enough password 1', roles: [role.id] },
    })
    const scheduler = { ...(await payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true })), collection: 'users' } as User
    const id = await draftPage('Scheduled then refused')
    const job = await schedulePublishing(await requestAs(scheduler), {
      type: 'publish',
      at: new Date(Date.now() + HOUR).toISOString(),
      target: { collection: 'pages', id: String(id) },
    })
    await payload.update({ collection: 'roles', id: role.id, overrideAccess: true, data: { capabilities: ['session', 'draft', 'pageCreate'] } })

    await momentComes(job.id)
    await clockTick()
    expect(await visitorsSee(id)).toBeNull()
    const live = await payload.findByID({ collection: 'pages', id, overrideAccess: true, depth: 0 })
    expect(live._status).toBe('draft')
    const entries = await auditOf(id)
    expect(entries.map((entry) => entry.action)).toEqual(['schedule', 'scheduled-refused'])
    expect(entries[1]).toMatchObject({ user: user.id, userEmail: 'temporary.publisher@foundry.example' })
    expect(entries[1]!.note).toMatch(/not done, Publishing pages takes the “Page edit” capability/)
    // The job ran (and, done, left the queue): it is not tried again.
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true, where: { id: { equals: job.id } } })).totalDocs).toBe(0)
  })
})
