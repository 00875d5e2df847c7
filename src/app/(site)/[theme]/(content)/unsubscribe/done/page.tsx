import type { Metadata } from 'next'

import { SignupLinkView } from '@/components/newsletter/signup-link-view'
import { LINK_OUTCOME_PATHS } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Unsubscribed', path: LINK_OUTCOME_PATHS.unsubscribed, noIndex: true })
}

/** Where the unsubscribe page's button lands. */
export default function Page() {
  return <SignupLinkView outcome="unsubscribed" />
}
