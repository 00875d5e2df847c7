import { PageIntro } from '@/components/ui/page-intro'
import type { FormPageView } from '@/services/form-pages'

import { RequestFormIsland } from './request-form-island'
import { SiteForm } from './site-form'

/** spec §2: a form page: its title and few words, then the form. */
export function FormView({ view }: { view: FormPageView }) {
  return (
    <>
      <PageIntro kicker="Forms" title={view.form.title} lead={view.form.intro ?? undefined} />
      <div className="container">
        <SiteForm form={view.form} RequestForm={RequestFormIsland} />
      </div>
    </>
  )
}
