import type { Metadata } from 'next'

import { SubscribeView } from '@/components/newsletter/subscribe-view'
import { SUBSCRIBE_PATH } from '@/domain/stories'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

export async function generateMetadata(): Promise<Metadata> {
  const { shortName } = await getSiteIdentity()
  return pageMetadata({ title: 'Subscribe', description: `Sign up for the newsletters of ${shortName}.`, path: SUBSCRIBE_PATH })
}

/**
 * spec §2: /subscribe with the first list chosen. `/subscribe?newsletter=<list>` is rewritten by
 * the proxy to `_list/<list>`, so each list's page is rendered once and cached like any page.
 */
export default function SubscribePage() {
  return <SubscribeView />
}
