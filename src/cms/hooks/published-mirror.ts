import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

/**
 * For collections with drafts whose spec §7 filter is `published` (faculty profiles, features):
 * the checkbox mirrors the draft status (docs/decisions/0031). A client that writes only
 * `published: true|false` (a seed, an old import) publishes or unpublishes; one that writes
 * `_status` decides alone.
 */
export const publishedAsStatus: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = args.data as { published?: unknown; _status?: unknown } | undefined
  if (!data || args.draft || data._status !== undefined || typeof data.published !== 'boolean') return args
  return { ...args, data: { ...data, _status: data.published ? 'published' : 'draft' } }
}

/** `published` follows the status written. */
export const publishedFromStatus: CollectionBeforeChangeHook = ({ data }) => ({ ...data, published: data._status === 'published' })
