import type { CollectionConfig } from 'payload'

import { can, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { validateWebLink } from '@/cms/fields/link'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { RANKING_TYPES } from '@/domain/blocks'

/** spec §2: rankings of the college (Institutional) or of a department (Departmental), shown by the rankings block. */
export const Rankings: CollectionConfig = {
  slug: 'rankings',
  admin: { useAsTitle: 'title', group: 'Content', defaultColumns: ['title', 'rank', 'rankingType', 'year', '_status'] },
  access: { read: publishedStatusOrDraftReader, create: can('pageEdit'), update: can('pageEdit'), delete: can('pageEdit'), readVersions: can('pageEdit') },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: 'sortOrder',
  hooks: revalidateHooks,
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160, admin: { description: 'What was ranked, e.g. “Best graduate programs in illustration”.' } },
    {
      type: 'row',
      fields: [
        { name: 'rank', type: 'text', required: true, maxLength: 12, admin: { description: 'e.g. #1, Top 10' } },
        {
          name: 'rankingType',
          type: 'select',
          required: true,
          defaultValue: 'Institutional',
          index: true,
          options: RANKING_TYPES.map((value) => ({ value, label: value })),
        },
        { name: 'year', type: 'number', min: 1900, max: 2200 },
      ],
    },
    { name: 'source', type: 'text', required: true, maxLength: 120, admin: { description: 'Who ranked it, e.g. the publication.' } },
    { name: 'department', type: 'relationship', relationTo: 'departments', admin: { condition: (_, sibling) => sibling?.rankingType === 'Departmental' } },
    { name: 'url', type: 'text', validate: validateWebLink },
    { name: 'sortOrder', type: 'number', defaultValue: 0, index: true, admin: { position: 'sidebar', description: 'Lower numbers show first.' } },
  ],
}
