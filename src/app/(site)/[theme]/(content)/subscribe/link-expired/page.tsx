import type { Metadata } from 'next'

import { SignupLinkView } from '@/components/newsletter/signup-link-view'
import { LINK_OUTCOME_PATHS } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Confirmation link expired', path: LINK_OUTCOME_PATHS.expired, noIndex: true })
}

/** Where a confirmation link older than its days lands: nothing was subscribed. */
export default function Page() {
  return <SignupLinkView outcome="expired" />
}
