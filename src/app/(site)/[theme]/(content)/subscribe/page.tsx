import type { Metadata } from 'next'

import { SubscribeForm } from '@/components/newsletter/subscribe-form'
import { PageIntro } from '@/components/people/page-intro'
import { SUBSCRIBE_LISTS, SUBSCRIBE_PATH } from '@/domain/stories'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

export async function generateMetadata(): Promise<Metadata> {
  const { shortName } = await getSiteIdentity()
  return pageMetadata({ title: 'Subscribe', description: `Sign up for the newsletters of ${shortName}.`, path: SUBSCRIBE_PATH })
}

/**
 * spec §2: /subscribe?newsletter=svanow|sva-calendar|continuing-education. Cached like every page:
 * the form offers all three lists and picks the one the address names in the browser.
 */
export default async function SubscribePage() {
  const { shortName } = await getSiteIdentity()
  return (
    <>
      <PageIntro kicker="Newsletters" title="Subscribe" lead={`News, exhibitions and courses from ${shortName}, in your inbox. Choose a newsletter and leave your e-mail address.`} />
      <div className="container">
        <SubscribeForm lists={SUBSCRIBE_LISTS} action="/api/v1/newsletter-signups" />
      </div>
    </>
  )
}
