import type { Where } from 'payload'

import type { User } from '@/payload-types'

/** Whom a read is for: a visitor sees published documents; previewing staff their newest versions. Access is never overridden (docs/decisions/0050). */
export type Reader = { preview: false } | { preview: true; user: User }

export const VISITOR: Reader = { preview: false }

export const previewAs = (user: User): Reader => ({ preview: true, user })

const PUBLISHED: Where = { _status: { equals: 'published' } }

/** The local-API options of a read for `reader`, without a `where` (globals, reads by id). */
export function readOptions(reader: Reader) {
  return reader.preview ? ({ overrideAccess: false, draft: true, user: reader.user } as const) : ({ overrideAccess: false, draft: false } as const)
}

/** The local-API options of a visitor's read of a collection with drafts: published documents only. Spread into `find`. */
export function publishedRead(where?: Where) {
  return { ...readOptions(VISITOR), where: where ? { and: [where, PUBLISHED] } : PUBLISHED }
}

/** The same for `reader`: the published read for visitors; in a preview, the newest versions under the staff member's own access. */
export function readFor(reader: Reader, where?: Where) {
  return reader.preview ? { ...readOptions(reader), where: where ?? {} } : publishedRead(where)
}
