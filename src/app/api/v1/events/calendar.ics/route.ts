import { endpoints } from '@/api/contract'
import { ApiError } from '@/api/errors'
import { handle } from '@/api/handler'
import { CalendarFilterError, type CalendarFilter, describeFilter, parseCalendarFilter } from '@/domain/calendar-filter'
import { calendarFeedEvents, icsOf } from '@/services/event-calendar'

/** A calendar to subscribe to: the events to come, filtered like /events (one filter at a time). */
export const GET = handle(endpoints.calendarFeed, async ({ query }) => {
  const entry = Object.entries(query).find(([, value]) => value !== undefined)
  let filter: CalendarFilter | null = null
  if (entry) {
    try {
      filter = parseCalendarFilter(entry[0], entry[1]!)
    } catch (error) {
      if (error instanceof CalendarFilterError) throw new ApiError(400, error.message, [{ path: entry[0], message: error.message }])
      throw error
    }
  }
  const events = await calendarFeedEvents(filter)
  return new Response(await icsOf(events, filter ? describeFilter(filter) : 'Events'), {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
})
