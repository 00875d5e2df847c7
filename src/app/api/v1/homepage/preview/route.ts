import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { todayIn } from '@/domain/homepage'
import { getHomepagePreview } from '@/services/homepage'
import { getSiteIdentity } from '@/services/site-config'

export const GET = handle(endpoints.homepagePreview, async ({ query }) => {
  const date = query.date ?? todayIn((await getSiteIdentity()).timeZone)
  return { date, ...(await getHomepagePreview(date)) }
})
