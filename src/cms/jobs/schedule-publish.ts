import {
  APIError,
  type Endpoint,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
  type TaskHandler,
  createLocalReq,
  docAccessOperation,
  docAccessOperationGlobal,
} from 'payload'
import { hasScheduledPublishEnabled } from 'payload/shared'

import { publishCapabilityOf } from '@/cms/access/publishing'
import { SCHEDULED_RUN_CONTEXT, writeAuditEntry } from '@/cms/plugins/audit-log'
import { capabilityLabel, hasCapability } from '@/domain/capabilities'
import { type ScheduleTarget, type ScheduleType, scheduleRequestProblem } from '@/domain/scheduled-publishing'

/** Payload's own task, queued by its schedule drawer (`versions.drafts.schedulePublish`); its handler is ours (decision 0112). */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'

type Staff = { id: number | string; email?: string | null; collection?: string; roles?: unknown }
type JobInput = {
  type?: string
  doc?: { relationTo: string; value: string }
  global?: string
  user?: { relationTo: string; value: number | string } | number | string
  timezone?: string
}

/** The id as its collection stores it (the job keeps it as text). */
function documentId(payload: Payload, collection: string, value: string | number): string | number {
  const idType = (payload.collections as Record<string, { customIDType?: string } | undefined>)[collection]?.customIDType ?? payload.db.defaultIDType
  return idType === 'number' ? Number(value) : String(value)
}

const targetOfInput = (input: JobInput): ScheduleTarget | null =>
  input.doc ? { collection: input.doc.relationTo, id: input.doc.value } : input.global ? { global: input.global } : null

const entityOf = (target: ScheduleTarget) => ('collection' in target ? target.collection : target.global)

/** What the audit log names of a schedule's target: its kind, its id and its title. */
async function auditedTarget(payload: Payload, target: ScheduleTarget) {
  return { entity: entityOf(target), documentId: 'collection' in target ? target.id : undefined, summary: await titleOf(payload, target) }
}

/** The document's or global's title, for the audit log. */
async function titleOf(payload: Payload, target: ScheduleTarget): Promise<string | undefined> {
  const doc =
    'collection' in target
      ? await payload.findByID({
          collection: target.collection as never,
          id: documentId(payload, target.collection, target.id),
          draft: true,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
  const record = (doc ?? {}) as Record<string, unknown>
  const title = record.title ?? record.name ?? record.fullName
  return typeof title === 'string' ? title : 'collection' in target ? undefined : target.global
}

/**
 * Why `user` may not publish `target` now, or null: the capability that publishes there (decision 0058) and the collection's or
 * global's own update access for that document with `_status: 'published'`, as Payload itself asks before showing its schedules.
 */
async function publishingRefusal(payload: Payload, user: Staff | null | undefined, target: ScheduleTarget): Promise<string | null> {
  if (!user) return 'Only signed-in staff schedule a publish or an unpublish.'
  const req = await createLocalReq({ user: { ...user, collection: user.collection ?? 'users' } as never }, payload)
  if ('collection' in target) {
    const config = (payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>)[target.collection]?.config
    if (!config || !hasScheduledPublishEnabled(config)) return `“${target.collection}” has no scheduled publishing.`
    const id = documentId(payload, target.collection, target.id)
    const exists = await payload.findByID({ collection: target.collection as never, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
    if (!exists) return `There is no ${target.collection} document ${target.id}.`
    const capability = publishCapabilityOf(config)
    if (capability && !hasCapability(user, capability)) return `Publishing ${target.collection} takes the “${capabilityLabel(capability)}” capability.`
    const permissions = await docAccessOperation({ id, collection: { config } as never, data: { _status: 'published' }, req })
    return permissions.update ? null : `Your roles do not publish this ${target.collection} document.`
  }
  const globalConfig = payload.config.globals.find(({ slug }) => slug === target.global)
  if (!globalConfig || !hasScheduledPublishEnabled(globalConfig)) return `“${target.global}” has no scheduled publishing.`
  const permissions = await docAccessOperationGlobal({ data: { _status: 'published' }, globalConfig, req })
  return permissions.update ? null : `Your roles do not publish “${target.global}”.`
}

/** A refusal as an answer: 401 unsigned, 403 without the capability, 404 no such document. */
function refused(message: string, signedIn: boolean) {
  const status = !signedIn ? 401 : /^There is no/.test(message) ? 404 : 403
  return new APIError(message, status, undefined, true)
}

/**
 * Schedules a publish or an unpublish as `req.user`, who must be able to publish the target now (decision 0112); notes it in the audit
 * log. Both ways in use it: the back office's schedule drawer (its server function) and `POST /api/payload-jobs/schedule-publish`.
 */
export async function schedulePublishing(
  req: PayloadRequest,
  request: { type: unknown; at: unknown; target: unknown; timezone?: unknown },
): Promise<{ id: number | string; waitUntil: string }> {
  const problem = scheduleRequestProblem(request)
  if (problem) throw new APIError(problem, 400, undefined, true)
  const { type, target } = request as { type: ScheduleType; target: ScheduleTarget }
  const at = new Date(request.at as string | Date)
  const user = req.user as Staff | null
  const refusal = await publishingRefusal(req.payload, user, target)
  if (refusal || !user) throw refused(refusal ?? '', Boolean(user))
  // The job keeps the document's id as text, as Payload's own drawer queues it.
  const job: { id: number | string } = await req.payload.jobs.queue({
    task: SCHEDULE_PUBLISH_TASK,
    input: {
      type,
      ...('collection' in target ? { doc: { relationTo: target.collection, value: String(target.id) } } : { global: target.global }),
      user: { relationTo: user.collection ?? 'users', value: user.id },
      ...(typeof request.timezone === 'string' ? { timezone: request.timezone } : {}),
    } as never,
    waitUntil: at,
    req,
  })
  await writeAuditEntry(
    req.payload,
    {
      action: 'schedule',
      ...(await auditedTarget(req.payload, target)),
      note: `${type} scheduled for ${at.toISOString()} (job ${job.id})`,
      user,
    },
    req,
  )
  return { id: job.id, waitUntil: at.toISOString() }
}

/** Removes a schedule not yet run, by someone who may publish its target; notes it. */
async function unschedulePublishing(req: PayloadRequest, jobId: number | string): Promise<void> {
  const user = req.user as Staff | null
  const { docs } = await req.payload.find({
    collection: 'payload-jobs',
    overrideAccess: true,
    depth: 0,
    limit: 1,
    where: { and: [{ id: { equals: jobId } }, { taskSlug: { equals: SCHEDULE_PUBLISH_TASK } }, { completedAt: { exists: false } }] },
    req,
  })
  const job = docs[0] as { id: number | string; input?: unknown; waitUntil?: string | null } | undefined
  const target = job ? targetOfInput((job.input ?? {}) as JobInput) : null
  if (!job || !target) throw new APIError(`There is no scheduled publish ${String(jobId)} waiting.`, 404, undefined, true)
  const refusal = await publishingRefusal(req.payload, user, target)
  if (refusal || !user) throw refused(refusal ?? '', Boolean(user))
  await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true, req })
  const input = (job.input ?? {}) as JobInput
  await writeAuditEntry(
    req.payload,
    {
      action: 'unschedule',
      ...(await auditedTarget(req.payload, target)),
      note: `${input.type === 'unpublish' ? 'unpublish' : 'publish'} for ${job.waitUntil ?? 'now'} removed (job ${job.id})`,
      user,
    },
    req,
  )
}

/**
 * The job (run by the job clock, decision 0054): publishes or unpublishes as the staff member who scheduled it, if they still may
 * (their roles read afresh now); otherwise it publishes nothing and the audit log says why. Runs inside the run endpoint's request,
 * so the write's revalidation reaches every cached page (decision 0067). A schedule made by a script (no user) runs as the script.
 */
const runScheduledPublish: TaskHandler<'inline'> = async ({ input: rawInput, job, req }) => {
  const input = (rawInput ?? {}) as JobInput
  const type: ScheduleType = input.type === 'unpublish' ? 'unpublish' : 'publish'
  const target = targetOfInput(input)
  if (!target) return { output: { refused: 'nothing to publish' } }
  const run = `${type} scheduled for ${job.waitUntil ?? 'now'} run at ${new Date().toISOString()} (job ${job.id})`
  let user: Staff | null = null
  if (input.user != null) {
    const ref = typeof input.user === 'object' ? input.user : { relationTo: 'users', value: input.user }
    const found = await req.payload.findByID({
      collection: ref.relationTo as 'users',
      id: ref.value,
      depth: 1,
      overrideAccess: true,
      disableErrors: true,
    })
    user = found ? { ...found, collection: ref.relationTo } : null
    const refusal = user ? await publishingRefusal(req.payload, user, target) : 'the account that scheduled it no longer exists'
    if (refusal) {
      if (user) {
        await writeAuditEntry(req.payload, {
          action: 'scheduled-refused',
          ...(await auditedTarget(req.payload, target)),
          note: `${run}: not done, ${refusal}`,
          user,
        })
      }
      req.payload.logger.warn({ msg: `A scheduled ${type} of ${entityOf(target)} was not done: ${refusal}` })
      return { output: { refused: refusal } }
    }
  }
  const _status = type === 'publish' ? 'published' : 'draft'
  const as = { overrideAccess: user === null, user: user as never, depth: 0, context: { [SCHEDULED_RUN_CONTEXT]: run } }
  if ('collection' in target) {
    await req.payload.update({
      collection: target.collection as never,
      id: documentId(req.payload, target.collection, target.id),
      data: { _status } as never,
      ...as,
    })
  } else {
    await req.payload.updateGlobal({ slug: target.global as never, data: { _status } as never, ...as })
  }
  return { output: {} }
}

/** Puts our handler in Payload's schedulePublish task, which Payload adds while sanitizing the config. */
export function withCheckedScheduledPublishing(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs.tasks?.find(({ slug }) => slug === SCHEDULE_PUBLISH_TASK)
  if (!task) throw new Error(`Payload no longer adds the “${SCHEDULE_PUBLISH_TASK}” task: scheduled publishing needs its check again (decision 0112).`)
  task.handler = runScheduledPublish as never
  task.retries = 0
  return config
}

type ScheduleDrawerArgs = {
  req: PayloadRequest
  type?: unknown
  date?: unknown
  deleteID?: number | string
  doc?: { relationTo: string; value: string }
  global?: string
  timezone?: unknown
}

/** The back office's `schedule-publish` server function (its schedule drawer), checked and noted; answers as Payload's does. */
export async function schedulePublishServerFunction({ req, type, date, deleteID, doc, global, timezone }: ScheduleDrawerArgs) {
  try {
    if (deleteID !== undefined) await unschedulePublishing(req, deleteID)
    else {
      const target = doc ? { collection: doc.relationTo, id: doc.value } : global ? { global } : null
      await schedulePublishing(req, { type, at: date, target, timezone })
    }
    return { message: req.i18n.t('general:success') }
  } catch (error) {
    if (!(error instanceof APIError)) req.payload.logger.error({ err: error, msg: 'Scheduling a publish failed' })
    return { error: error instanceof APIError ? error.message : 'The publish could not be scheduled.' }
  }
}

/** `POST /api/payload-jobs/schedule-publish` `{ type, at, doc: { relationTo, value } | global }`: the same as the drawer, for scripts. */
export const schedulePublishEndpoint: Endpoint = {
  path: '/schedule-publish',
  method: 'post',
  handler: async (req) => {
    let body: Record<string, unknown>
    try {
      body = ((await req.json?.()) ?? {}) as Record<string, unknown>
    } catch {
      return Response.json({ errors: [{ message: 'The body is not JSON.' }] }, { status: 400 })
    }
    const doc = body.doc as { relationTo?: unknown; value?: unknown } | undefined
    const target =
      doc && typeof doc === 'object' ? { collection: doc.relationTo, id: doc.value } : typeof body.global === 'string' ? { global: body.global } : null
    try {
      const job = await schedulePublishing(req, { type: body.type, at: body.at, target, timezone: body.timezone })
      return Response.json({ job }, { status: 201 })
    } catch (error) {
      if (error instanceof APIError) return Response.json({ errors: [{ message: error.message }] }, { status: error.status })
      throw error
    }
  },
}
