import { endpoints } from '@/api/contract'
import { handle } from '@/api/handler'
import { eventFeed } from '@/services/events'

export const GET = handle(endpoints.eventFeed, async ({ query }) => {
  const { events, nextPage } = await eventFeed(
    { eventTypes: query.filters?.eventType, tagIds: query.filters?.tags, departmentIds: query.filters?.departmentsAndCategories },
    { page: query.page, limit: query.limit },
  )
  return { events, nextPage }
})
