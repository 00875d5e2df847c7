import { PageIntro } from '@/components/ui/page-intro'
import type { FormPageView } from '@/services/form-pages'

import { RequestForm } from './request-form'
import { SiteForm } from './site-form'

/** spec §2: a form page: its title and few words, then the form. */
export function FormView({ view }: { view: FormPageView }) {
  return (
    <>
      <PageIntro kicker="Forms" title={view.form.title} lead={view.form.intro ?? undefined} />
      <div className="container">
        {/* A form's own page always shows its form: the module itself, not the lazy loader (docs/decisions/0182). */}
        <SiteForm form={view.form} Form={RequestForm} />
      </div>
    </>
  )
}
