import type { Metadata } from 'next'

import { SignupLinkView } from '@/components/newsletter/signup-link-view'
import { LINK_OUTCOME_PATHS } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Link not valid', path: LINK_OUTCOME_PATHS.invalid, noIndex: true })
}

/** Where an altered or unknown newsletter link lands: nothing was changed. */
export default function Page() {
  return <SignupLinkView outcome="invalid" />
}
