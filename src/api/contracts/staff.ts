import { z } from 'zod'

import { VERSIONED_COLLECTIONS } from '@/domain/edit-targets'

import { defineEndpoints, noQuery } from '../endpoint'
import { documentId } from '../query'

const collections = Object.values(VERSIONED_COLLECTIONS)

/** The staff toolbar's calls (spec §6: Before/After), beside the session calls of the foundation. */
export const staffEndpoints = defineEndpoints({
  beforeAfter: {
    method: 'GET',
    path: '/api/v1/before-after/{collection}/{id}',
    group: 'Staff',
    summary: 'Before/After: the published version of a document beside its latest draft (staff)',
    params: z.strictObject({ collection: z.enum(collections, { error: `must be one of ${collections.join(', ')}` }), id: documentId() }),
    query: noQuery,
    staff: true,
    // spec §6: reading drafts takes draft.
    capability: 'draft',
    returns:
      '`{ title, published, savedAt, changes: [{ path, label, before, after }] }`: the fields whose published text (`before`; empty when the document was never published) differs from the latest saved version (`after`), rich text as plain text and relations as ids; `changes` is empty when there are no unpublished changes. 404 when there is no such document for this staff member.',
  },
  beforeAfterHomepage: {
    method: 'GET',
    path: '/api/v1/before-after/homepage',
    group: 'Staff',
    summary: 'Before/After of the home page: its published version beside its latest draft (staff)',
    query: noQuery,
    staff: true,
    capability: 'draft',
    returns: 'The same shape as /api/v1/before-after/{collection}/{id}, for the home page.',
  },
})
