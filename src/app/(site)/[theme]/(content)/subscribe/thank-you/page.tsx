import type { Metadata } from 'next'
import Link from 'next/link'

import { PageIntro } from '@/components/ui/page-intro'
import { SUBSCRIBE_PATH } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Thank you for subscribing', path: `${SUBSCRIBE_PATH}/thank-you`, noIndex: true })
}

/** Where a sign-up sent without JavaScript lands. */
export default function SubscribeThankYouPage() {
  return (
    <>
      <PageIntro kicker="Newsletters" title="Thank you!" lead="You are signed up. The next issue will reach your inbox." />
      <div className="container">
        <p>
          <Link href="/">Back to the home page</Link>
        </p>
      </div>
    </>
  )
}
