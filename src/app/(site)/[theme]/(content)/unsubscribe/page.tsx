import type { Metadata } from 'next'

import { UnsubscribeView } from '@/components/newsletter/signup-link-view'
import { UNSUBSCRIBE_PATH } from '@/domain/newsletters'
import { pageMetadata } from '@/services/metadata'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({ title: 'Unsubscribe', path: UNSUBSCRIBE_PATH, noIndex: true })
}

/** The unsubscribe link of newsletter mail opened in a browser: a button that posts to this address (RFC 8058: a GET changes nothing). */
export default function UnsubscribePage() {
  return <UnsubscribeView />
}
