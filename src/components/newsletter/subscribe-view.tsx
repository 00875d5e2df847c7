import { PageIntro } from '@/components/people/page-intro'
import { SUBSCRIBE_LISTS } from '@/domain/stories'
import { getSiteIdentity } from '@/services/site-config'

import { SubscribeForm } from './subscribe-form'

/** spec §2: the subscribe page, with one of the lists chosen (the first unless the address names one). */
export async function SubscribeView({ chosen }: { chosen?: string }) {
  const { shortName } = await getSiteIdentity()
  return (
    <>
      <PageIntro
        kicker="Newsletters"
        title="Subscribe"
        lead={`News, exhibitions and courses from ${shortName}, in your inbox. Choose a newsletter and leave your e-mail address.`}
      />
      <div className="container">
        <SubscribeForm lists={SUBSCRIBE_LISTS} action="/api/v1/newsletter-signups" chosen={chosen} />
      </div>
    </>
  )
}
