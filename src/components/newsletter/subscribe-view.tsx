import { PageIntro } from '@/components/ui/page-intro'
import type { SubscribePageView } from '@/services/subscribe-pages'

import { SubscribeForm } from './subscribe-form'

/** spec §2: the subscribe page, with one of the lists chosen (the first unless the address names one). */
export function SubscribeView({ view }: { view: SubscribePageView }) {
  return (
    <>
      <PageIntro
        kicker="Newsletters"
        title="Subscribe"
        lead={`News, exhibitions and courses from ${view.shortName}, in your inbox. Choose a newsletter and leave your e-mail address.`}
      />
      <div className="container">
        <SubscribeForm lists={view.lists} action="/api/v1/newsletter-signups" chosen={view.chosen} />
      </div>
    </>
  )
}
