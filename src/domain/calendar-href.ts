/**
 * The calendar's addresses (spec §2, §4): what the browser's filter bar needs, apart from the filter rules of calendar-filter.ts,
 * so that the calendar’s script carries no more (docs/decisions/0186, 0188).
 */

/** spec §2: the calendar filters by keywords, department, dates, type, tags, location. */
export const CALENDAR_FILTER_TYPES = ['keywords', 'department', 'dates', 'type', 'tags', 'location'] as const
export type CalendarFilterType = (typeof CALENDAR_FILTER_TYPES)[number]

/** The calendar's address for a filter (null: reset) and a page of each list. */
export function calendarHref(filter: { type: CalendarFilterType; value: string } | null, pages: { page?: number; pastPage?: number } = {}): string {
  const params = new URLSearchParams()
  if (filter) params.set(filter.type, filter.value)
  if (pages.page && pages.page > 1) params.set('page', String(pages.page))
  if (pages.pastPage && pages.pastPage > 1) params.set('pastPage', String(pages.pastPage))
  const query = params.toString()
  return query ? `/events?${query}` : '/events'
}
