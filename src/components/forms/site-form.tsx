import type { ComponentType } from 'react'

import type { FormDefinition } from '@/domain/forms'
import { stampForm, submitForm } from '@/services/form-actions'

import type { RequestForm } from './request-form'

/**
 * A form as every page shows it (its own page, a form block, a department's page): posted to the one submit, stamped with when
 * it was shown. `Form` is the request form as the caller loads it: a page that may show no form passes the lazily loaded one
 * (src/components/ui/lazy-clients.tsx, docs/decisions/0180), a form's own page the module itself, without `next/dynamic`'s
 * code (docs/decisions/0182).
 */
export async function SiteForm({ form, Form }: { form: FormDefinition; Form: ComponentType<Parameters<typeof RequestForm>[0]> }) {
  return <Form form={form} action={submitForm.bind(null, form.slug)} stamp={(await stampForm(form.slug)) ?? ''} restamp={stampForm.bind(null, form.slug)} />
}
