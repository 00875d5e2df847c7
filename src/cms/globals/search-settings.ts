import type { GlobalConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { hasCapability } from '@/domain/capabilities'
import { queryReport } from '@/services/search-report'
import { revalidateGlobal } from '@/cms/hooks/revalidate'

/**
 * Editors' say in the site's own search (docs/decisions/0105): words that mean the same, and
 * a page shown first for a query. Under the SEO module's capability (spec §6); effective on the next search, as every save
 * changes the content version the search answers are kept under.
 */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: 'Search',
  admin: { group: 'Site' },
  access: { read: can('seoModule'), update: can('seoModule') },
  hooks: { afterChange: [revalidateGlobal] },
  // GET /api/globals/search-settings/report: the most frequent queries and those that found nothing over 30 days (docs/decisions/0105).
  endpoints: [
    {
      path: '/report',
      method: 'get',
      handler: async (req) =>
        hasCapability(req.user, 'seoModule')
          ? Response.json(await queryReport(req.payload))
          : Response.json({ errors: [{ message: 'You are not allowed to see the search report.' }] }, { status: 403 }),
    },
  ],
  fields: [
    // The report above the editors' words: what visitors searched for and did not find (docs/decisions/0132).
    { name: 'report', type: 'ui', admin: { components: { Field: '/cms/admin/search-report/search-report-field#SearchReportField' } } },
    {
      name: 'synonyms',
      type: 'array',
      admin: { description: 'Words a visitor may type for one another, each group searched for any of its words: "tour, visit".' },
      fields: [{ name: 'words', type: 'text', required: true, maxLength: 300 }],
    },
    {
      name: 'promotions',
      label: 'Promoted results',
      type: 'array',
      admin: { description: 'A page shown first for a query, whatever else matches.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'query', type: 'text', required: true, maxLength: 200 },
            { name: 'page', type: 'relationship', relationTo: 'pages', required: true },
          ],
        },
      ],
    },
  ],
}
