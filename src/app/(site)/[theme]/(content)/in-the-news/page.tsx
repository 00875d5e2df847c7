import type { Metadata } from 'next'

import { InTheNewsView } from '@/components/press/in-the-news-view'
import { EXTERNAL_PRESS_PAGE_SIZE, EXTERNAL_PRESS_PATH } from '@/domain/stories'
import { pageMetadata } from '@/services/metadata'
import { listExternalPress } from '@/services/press'
import { getSiteIdentity } from '@/services/site-config'

export async function generateMetadata(): Promise<Metadata> {
  const { shortName } = await getSiteIdentity()
  return pageMetadata({ title: 'In the news', description: `Articles about ${shortName} in newspapers, magazines and broadcasts.`, path: EXTERNAL_PRESS_PATH })
}

/** spec §2: /in-the-news, external press newest first (page 1). */
export default async function InTheNewsPage() {
  const [list, { timeZone, shortName }] = await Promise.all([
    listExternalPress({}, { page: 1, limit: EXTERNAL_PRESS_PAGE_SIZE }, EXTERNAL_PRESS_PATH),
    getSiteIdentity(),
  ])
  return <InTheNewsView list={list} timeZone={timeZone} shortName={shortName} />
}
