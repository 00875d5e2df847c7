import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  Payload,
  Plugin,
  PayloadRequest,
} from 'payload'

import { type AuditAction, auditActionOf } from '@/domain/audit'

/** Written by the plugin itself, or by nobody on staff (the outbox's mail): not audited. */
const NOT_AUDITED = new Set(['audit-logs', 'outbox-messages'])

/** Noted before a write: whether it is saved as a draft, and the status visitors saw (the "previous" version may be a draft). */
const savedAsDraft = (entity: string) => `audit:${entity}:draft`
const statusBefore = (entity: string, id: unknown) => `audit:${entity}:${String(id)}:status`

type Entry = { action: AuditAction; entity: string; documentId?: string | number; summary?: unknown; req: PayloadRequest }

/** A write made by a scheduled publish or unpublish notes its run (decision 0112): the job's context, set by src/cms/jobs/schedule-publish.ts. */
export const SCHEDULED_RUN_CONTEXT = 'scheduledRun'

/** One entry written by whoever knows who acted: scheduled publishing (decision 0112). `req` keeps it in a change's transaction. */
export async function writeAuditEntry(
  payload: Payload,
  entry: {
    action: AuditAction
    entity: string
    documentId?: string | number
    summary?: unknown
    note?: string
    user: { id: number | string; email?: string | null }
  },
  req?: PayloadRequest,
): Promise<void> {
  await payload.create({
    collection: 'audit-logs',
    overrideAccess: true,
    depth: 0,
    req,
    data: {
      action: entry.action,
      entity: entry.entity,
      documentId: entry.documentId === undefined ? undefined : String(entry.documentId),
      summary: typeof entry.summary === 'string' ? entry.summary.slice(0, 200) : undefined,
      note: entry.note?.slice(0, 300),
      user: entry.user.id as number,
      userEmail: entry.user.email ?? undefined,
    },
  })
}

/** One entry, in the change's own transaction (it goes if the change is undone). Only staff's writes: scripts and the seed have no user. */
async function record({ action, entity, documentId, summary, req }: Entry): Promise<void> {
  if (!req.user) return
  const run = req.context?.[SCHEDULED_RUN_CONTEXT]
  await writeAuditEntry(
    req.payload,
    { action, entity, documentId, summary, note: typeof run === 'string' ? run : undefined, user: req.user as { id: number; email: string } },
    req,
  )
}

const titleOf = (doc: Record<string, unknown> | undefined) => doc?.title ?? doc?.name ?? doc?.fullName ?? doc?.from ?? doc?.email

function auditCollection(collection: CollectionConfig): CollectionConfig {
  const entity = collection.slug
  const drafts = typeof collection.versions === 'object' && Boolean(collection.versions?.drafts)
  const noteBefore: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
    if (!req.user || (operation !== 'create' && operation !== 'update')) return args
    req.context[savedAsDraft(entity)] = Boolean(args.draft)
    // An update by id (`update` by a where changes many: each keeps its own previous version).
    const id = (args as { id?: number | string }).id
    if (operation === 'update' && drafts && id !== undefined) {
      const live = await req.payload.findByID({
        collection: entity as never,
        id,
        draft: false,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      req.context[statusBefore(entity, id)] = (live as { _status?: unknown } | null)?._status
    }
    return args
  }
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const before = statusBefore(entity, doc.id)
    const action = auditActionOf(
      operation,
      (before in req.context ? req.context[before] : previousDoc?._status) as never,
      doc?._status,
      Boolean(req.context[savedAsDraft(entity)]),
    )
    await record({ action, entity, documentId: doc.id, summary: titleOf(doc), req })
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    await record({ action: 'delete', entity, documentId: id, summary: titleOf(doc), req })
    return doc
  }
  const hooks = collection.hooks ?? {}
  const auth = collection.auth
    ? {
        afterLogin: [
          ...(hooks.afterLogin ?? []),
          async ({ req, user }: { req: PayloadRequest; user: { id: number; email: string } }) => {
            await record({ action: 'sign-in', entity, documentId: user.id, summary: user.email, req: { ...req, user } as PayloadRequest })
          },
        ],
        // A failed sign-in through the API (the back office's form): noted outside the failed request's transaction.
        afterError: [
          ...(hooks.afterError ?? []),
          async ({ error, req }: { error: Error; req: PayloadRequest }) => {
            if (error.name !== 'AuthenticationError' && error.name !== 'LockedAuth') return
            const email = (req.data as { email?: unknown } | undefined)?.email
            await req.payload.create({
              collection: 'audit-logs',
              overrideAccess: true,
              depth: 0,
              data: {
                action: 'failed-sign-in',
                entity,
                summary: error.message.slice(0, 200),
                userEmail: typeof email === 'string' ? email.slice(0, 254) : undefined,
              },
            })
          },
        ],
      }
    : {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      ...auth,
      beforeOperation: [...(hooks.beforeOperation ?? []), noteBefore],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  } as CollectionConfig
}

function auditGlobal(global: GlobalConfig): GlobalConfig {
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    const action = auditActionOf('update', previousDoc?._status, doc?._status, Boolean(req.context[savedAsDraft(global.slug)]))
    await record({ action, entity: global.slug, req })
    return doc
  }
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [
        ...(hooks.beforeOperation ?? []),
        ({ args, req }) => {
          req.context[savedAsDraft(global.slug)] = Boolean(args?.draft)
          return args
        },
      ],
      afterChange: [...(hooks.afterChange ?? []), afterChange],
    },
  }
}

/** spec §6 (audit logs): who created, changed, published, unpublished or deleted what and when, and sign-ins, failed too. */
export function auditLogPlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => (NOT_AUDITED.has(collection.slug) ? collection : auditCollection(collection))),
    globals: (config.globals ?? []).map(auditGlobal),
  })
}
