import type { FormDefinition } from '@/domain/forms'
import { stampForm, submitForm } from '@/services/form-actions'

import { RequestForm } from '@/components/ui/lazy-clients'

/**
 * A form as every page shows it (its own page, a form block, a department's page): posted to the one submit, stamped with when
 * it was shown. Its code comes when a visitor starts on it (request-form-island.tsx, docs/decisions/0189).
 */
export async function SiteForm({ form }: { form: FormDefinition }) {
  return <RequestForm form={form} action={submitForm} stamp={(await stampForm(form.slug)) ?? ''} restamp={stampForm.bind(null, form.slug)} />
}
