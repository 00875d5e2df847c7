import type { Metadata } from 'next'

import { CalendarFilterError, calendarHref, calendarViewFromParams, parseCalendarFilter } from '@/domain/calendar-filter'
import { eventTypeLabel } from '@/domain/events'
import { pageMetadata } from '@/services/metadata'

import type { CalendarRequest } from './calendar-page'

/** A path segment as the router hands it over: decoded already, or still percent-encoded. */
function decodeSegment(segment: string): string {
  if (!segment.includes('%')) return segment
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The view a canonical calendar query asks for (the proxy's `_calendar/{query}`), or why it cannot be shown. */
export function calendarRequestFromQuery(segment: string): CalendarRequest {
  const params = new URLSearchParams(decodeSegment(segment))
  try {
    return { view: calendarViewFromParams(params) }
  } catch (error) {
    if (!(error instanceof CalendarFilterError)) throw error
    const raw = [...params].find(([key]) => key !== 'page' && key !== 'pastPage')
    return { error: error.message, raw: raw ? { type: raw[0], value: raw[1] } : undefined }
  }
}

/** spec §2: /events/search/{searchBy}/{searchValue}; an unknown searchBy is explained, not a crash (spec §8). */
export function calendarRequestFromPath(searchBy: string, searchValue: string): CalendarRequest {
  const value = decodeSegment(searchValue)
  try {
    return { view: { filter: parseCalendarFilter(decodeSegment(searchBy), value), page: 1, pastPage: 1 } }
  } catch (error) {
    if (!(error instanceof CalendarFilterError)) throw error
    return { error: error.message }
  }
}

/** Title and canonical address of a calendar view: the /events address that shows it. */
export async function calendarMetadata(request: CalendarRequest): Promise<Metadata> {
  if (!request.view) return pageMetadata({ title: 'Events', path: '/events', noIndex: true })
  const { filter, page, pastPage } = request.view
  const name = filter ? (filter.type === 'type' ? eventTypeLabel(filter.value) : filter.type === 'dates' ? 'chosen dates' : filter.value) : null
  return pageMetadata({
    title: name ? `Events: ${name}` : 'Events',
    description: 'Lectures, screenings, open studios and exhibitions: the college calendar.',
    path: calendarHref(filter, { page, pastPage }),
  })
}
