import type { Metadata } from 'next'

import { SignupLinkView } from '@/components/newsletter/signup-link-view'
import { SIGNUP_THANK_YOU_PATH } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Check your inbox', path: SIGNUP_THANK_YOU_PATH, noIndex: true })
}

/** Where a sign-up sent without JavaScript lands: nothing counts until the link in the e-mail is followed. */
export default function SubscribeThankYouPage() {
  return <SignupLinkView outcome="thankYou" />
}
