import { PageIntro } from '@/components/ui/page-intro'
import type { FormSubmitState } from '@/domain/forms'
import type { FormPageView } from '@/services/form-pages'

import { RequestForm } from './request-form'

/** spec §2: a form page: its title and few words, then the form. */
export function FormView({ view, action }: { view: FormPageView; action: (state: FormSubmitState, data: FormData) => Promise<FormSubmitState> }) {
  return (
    <>
      <PageIntro kicker="Forms" title={view.form.title} lead={view.form.intro ?? undefined} />
      <div className="container">
        <RequestForm form={view.form} action={action} />
      </div>
    </>
  )
}
