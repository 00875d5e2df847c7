import type { Access, CollectionBeforeValidateHook, PayloadRequest, SanitizedConfig, Where } from 'payload'

import { hasCapability } from '@/domain/capabilities'

/** Payload's own collection of edit locks (added by Payload when it sanitizes the config, so no plugin can reach it). */
const LOCKS_SLUG = 'payload-locked-documents'

/** What a lock holds: a collection's document, or a global. */
type LockTarget = { collection: string; id: string | number } | { global: string }

type LockData = { document?: unknown; globalSlug?: unknown; user?: unknown }

/** The target a lock's data names, or null when it names none (or both). */
function lockTarget(data: LockData | undefined): LockTarget | null {
  if (!data) return null
  const document = data.document
  const global = typeof data.globalSlug === 'string' && data.globalSlug !== '' ? data.globalSlug : null
  if (document && typeof document === 'object') {
    const { relationTo, value } = document as { relationTo?: unknown; value?: unknown }
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
    if (global !== null || typeof relationTo !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return null
    return { collection: relationTo, id }
  }
  return global === null ? null : { global }
}

/** Whether the requester may change what the lock holds: the collection's or the global's own update access, on that document. */
async function mayUpdate(req: PayloadRequest, target: LockTarget | null): Promise<boolean> {
  if (!target || !req.user) return false
  if ('global' in target) {
    const global = req.payload.config.globals.find((entry) => entry.slug === target.global)
    if (!global || global.lockDocuments === false) return false
    return (await global.access.update({ req })) === true
  }
  const collection = req.payload.collections[target.collection as keyof typeof req.payload.collections]?.config
  if (!collection || collection.lockDocuments === false || collection.slug === LOCKS_SLUG) return false
  const verdict = await collection.access.update({ req, id: target.id as number })
  if (verdict === false || verdict === undefined || verdict === null) return false
  const where: Where = verdict === true ? { id: { equals: target.id } } : { and: [{ id: { equals: target.id } }, verdict as Where] }
  const { totalDocs } = await req.payload.count({ collection: collection.slug, where, overrideAccess: true, req })
  return totalDocs > 0
}

/** Clears anyone's lock: the staff who manage accounts (the capability that also lifts a sign-in lockout). */
const mayClearAnyLock = (req: PayloadRequest) => hasCapability(req.user, 'user')

const ownerOf = (lock: LockData): string | number | null => {
  const user = lock.user as { value?: unknown } | undefined
  const value = user?.value && typeof user.value === 'object' ? (user.value as { id?: unknown }).id : user?.value
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

async function storedLock(req: PayloadRequest, id: string | number | undefined): Promise<LockData | null> {
  if (id === undefined) return null
  return (await req.payload.db.findOne({ collection: LOCKS_SLUG, where: { id: { equals: id } }, req })) as LockData | null
}

/** Reading locks: staff who sign in (the back office shows who is editing a document); Payload's form state reads them with the staff's own access. */
const readLocks: Access = ({ req }) => Boolean(req.user)

/** Locking takes the right to change the document or global locked. */
const createLock: Access = async ({ req, data }) => (data === undefined ? Boolean(req.user) : mayUpdate(req, lockTarget(data)))

/** Taking a lock over (the back office's "Take over") takes the right to change what it holds, and what it would hold after. */
const updateLock: Access = async ({ req, id, data }) => {
  if (!req.user) return false
  if (id === undefined) return mayClearAnyLock(req)
  const lock = await storedLock(req, id)
  if (!lock || !(await mayUpdate(req, lockTarget(lock)))) return false
  const moved = data && (data.document !== undefined || data.globalSlug !== undefined)
  return moved ? mayUpdate(req, lockTarget({ ...lock, ...data })) : true
}

/** Clearing a lock: its owner (leaving the document), or an administrator. */
const deleteLock: Access = async ({ req, id }) => {
  if (!req.user) return false
  if (mayClearAnyLock(req)) return true
  if (id === undefined) return { 'user.value': { equals: req.user.id } }
  const lock = await storedLock(req, id)
  return lock !== null && String(ownerOf(lock)) === String(req.user.id)
}

/** A lock is always in the requester's own name, whatever the request says. */
const lockInOwnName: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!req.user || !data) return data
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}

/**
 * Payload lets any signed-in user create, change and delete any lock (docs/decisions/0115): after Payload has added its
 * locks collection, its access is the documents' own and every lock is in its author's name.
 */
export function guardDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG)
  if (!locks) return config
  locks.access = { ...locks.access, read: readLocks, create: createLock, update: updateLock, delete: deleteLock }
  locks.hooks = { ...locks.hooks, beforeValidate: [...(locks.hooks.beforeValidate ?? []), lockInOwnName] }
  return config
}
