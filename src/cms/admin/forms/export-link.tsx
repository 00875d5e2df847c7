'use client'

import { useFormFields } from '@payloadcms/ui'

/** spec §6 (form): on a form's edit view, its submissions as a spreadsheet (GET /api/v1/forms/{slug}/submissions.csv). */
export function FormExportLink() {
  const slug = useFormFields(([fields]) => fields.slug?.value)
  if (typeof slug !== 'string' || !slug) return null
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <a href={`/api/v1/forms/${encodeURIComponent(slug)}/submissions.csv`} download>
        Export the submissions (CSV)
      </a>{' '}
      — add <code>?submitted[from]=2026-09-01&amp;submitted[to]=2026-12-31</code> to the address to keep a period.
    </p>
  )
}
