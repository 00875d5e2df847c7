import { cache } from 'react'

import { SUBSCRIBE_LISTS, SUBSCRIBE_PATH, subscribeList } from '@/domain/newsletters'

import type { PageMeta } from './metadata'
import { getSiteIdentity } from './site-config'

export type SubscribePageView = { lists: typeof SUBSCRIBE_LISTS; chosen: string; shortName: string; meta: PageMeta }

/** spec §2: /subscribe with the first list or the one `?newsletter=` names (a cached page per list); null for an unknown list. */
export const subscribePage = cache(async (list: string | null): Promise<SubscribePageView | null> => {
  if (list !== null && !SUBSCRIBE_LISTS.some((option) => option.key === list)) return null
  const { shortName } = await getSiteIdentity()
  return {
    lists: SUBSCRIBE_LISTS,
    chosen: subscribeList(list).key,
    shortName,
    meta: { title: 'Subscribe', description: `Sign up for the newsletters of ${shortName}.`, path: SUBSCRIBE_PATH },
  }
})
