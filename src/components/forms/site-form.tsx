import type { FormDefinition } from '@/domain/forms'
import { stampForm, submitForm } from '@/services/form-actions'

import type { RequestFormIsland } from './request-form-island'

/**
 * A form as every page shows it (its own page, a form block, a department's page): posted to the one submit, stamped with when
 * it was shown. Its code comes when a visitor starts on it (request-form-island.tsx, docs/decisions/0189): `RequestForm` is that
 * island, or its loader where a body's block shows the form (docs/decisions/0190).
 */
export async function SiteForm({ form, RequestForm }: { form: FormDefinition; RequestForm: typeof RequestFormIsland }) {
  return <RequestForm form={form} action={submitForm} stamp={(await stampForm(form.slug)) ?? ''} restamp={stampForm.bind(null, form.slug)} />
}
