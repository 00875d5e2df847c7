import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

/** For drafts collections filtered by `published` (spec §7): writing only `published` publishes or unpublishes (docs/decisions/0031). */
export const publishedAsStatus: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as { published?: unknown; _status?: unknown } | undefined
  if (!data || args.draft || data._status !== undefined || typeof data.published !== 'boolean') return args
  return { ...args, data: { ...data, _status: data.published ? 'published' : 'draft' } }
}

/** `published` follows the status written. */
export const publishedFromStatus: CollectionBeforeChangeHook = ({ data }) => ({ ...data, published: data._status === 'published' })
