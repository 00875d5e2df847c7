import type { CollectionConfig } from 'payload'

import { can, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { contentBlocksField, contentBlocksGuard } from '@/cms/blocks'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'

/** spec §6 (block) and §7 (`GET /api/v1/blocks/{id}`, preview /preview/block/{id}): blocks kept once, placed on many pages. */
export const SharedBlocks: CollectionConfig = {
  slug: 'shared-blocks',
  labels: { singular: 'Shared block', plural: 'Shared blocks' },
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', '_status', 'updatedAt'],
    preview: (doc) => (doc?.id ? `/preview/block/${doc.id}` : null),
  },
  access: { read: publishedStatusOrDraftReader, create: can('block'), update: can('block'), delete: can('block'), readVersions: can('block') },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: 'title',
  hooks: { ...revalidateHooks, beforeChange: [contentBlocksGuard()] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160, admin: { description: 'For staff: names the block in lists; not shown on pages.' } },
    contentBlocksField({ exclude: ['sharedBlock'] }),
  ],
}
