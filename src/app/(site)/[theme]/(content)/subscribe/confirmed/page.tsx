import type { Metadata } from 'next'

import { SignupLinkView } from '@/components/newsletter/signup-link-view'
import { LINK_OUTCOME_PATHS } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Subscription confirmed', path: LINK_OUTCOME_PATHS.confirmed, noIndex: true })
}

/** Where a followed confirmation link lands. */
export default function Page() {
  return <SignupLinkView outcome="confirmed" />
}
