/** Event rules of spec §3, §4 and §9 that do not depend on the CMS. */

/** spec §3: event types, with the labels the site shows. */
export const EVENT_TYPES = [
  { value: 'Exhibition', label: 'Exhibition' },
  { value: 'Ceremony', label: 'Ceremony' },
  { value: 'Conference', label: 'Conference' },
  { value: 'InformationSession', label: 'Information Session' },
  { value: 'OpenHouse', label: 'Open House' },
  { value: 'Performance', label: 'Performance' },
  { value: 'Reception', label: 'Reception' },
  { value: 'Screening', label: 'Screening' },
  { value: 'SpecialEvent', label: 'Special Event' },
  { value: 'Talk', label: 'Talk' },
  { value: 'Workshop', label: 'Workshop' },
  { value: 'Event', label: 'Event' },
] as const
export type EventType = (typeof EVENT_TYPES)[number]['value']
export const EVENT_TYPE_VALUES: readonly EventType[] = EVENT_TYPES.map((type) => type.value)

export function isEventType(value: unknown): value is EventType {
  return (EVENT_TYPE_VALUES as readonly unknown[]).includes(value)
}

/** The label of an event type ('InformationSession' → 'Information Session'). */
export function eventTypeLabel(type: string): string {
  return EVENT_TYPES.find((entry) => entry.value === type)?.label ?? type
}

/** spec §7 (eventType like): the types whose value or label holds the text; matched here, as PostgreSQL will not LIKE an enum. */
export function eventTypesLike(text: string): EventType[] {
  const needle = text.trim().toLowerCase()
  return EVENT_TYPES.filter(({ value, label }) => value.toLowerCase().includes(needle) || label.toLowerCase().includes(needle)).map(({ value }) => value)
}

/** spec §9: events page size 50. */
export const EVENTS_PAGE_SIZE = 50

/** spec §7: the limits the site's own event calls send. */
export const EVENT_LIMITS = {
  default: 50,
  month: 1000,
  onView: 20,
  upcoming: 3,
  past: 9999,
  newsletterOnView: 10,
  newsletterUpcoming: 50,
} as const

/** spec §7: the sorts of the events list. */
export const EVENT_SORT_FIELDS = ['eventStart', 'eventEnd'] as const
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number]

export type EventTiming = { eventStart: string; eventEnd: string }

/** An event is expired once it has ended. */
export function isExpired(event: EventTiming, now: Date): boolean {
  return Date.parse(event.eventEnd) < now.getTime()
}

/** What the events store is asked for: the same shape for the API's filters and the calendar's. */
export type EventQuery = {
  /** Events that overlap this span (start before its end, end after its start). */
  window?: { from: Date; to: Date }
  /** true: only expired events; false: only events not yet over; unset: both. */
  expired?: boolean
  eventTypeLike?: string
  eventTypes?: EventType[]
  titleLike?: string
  /** Matches title or summary. */
  keywords?: string
  departmentIds?: number[]
  departmentCodes?: string[]
  /** Events filed under a department-or-category that belongs to one of these college departments (department pages). */
  collegeDepartmentIds?: number[]
  tagIds?: number[]
  tagSlugs?: string[]
  locationTitles?: string[]
  locationSlugs?: string[]
  eventStart?: { from?: Date; to?: Date }
  eventEnd?: { from?: Date; to?: Date }
  /** Bounds relative to the read, kept symbolic so a query's cache key does not change every millisecond. */
  now?: { onView?: boolean; upcoming?: boolean }
  sort: { field: EventSortField; direction: 'ASC' | 'DESC' }
}

/** spec §9: the calendar's default window is one month from now. */
export function defaultCalendarWindow(now: Date): { from: Date; to: Date } {
  const to = new Date(now)
  to.setUTCMonth(to.getUTCMonth() + 1)
  return { from: now, to }
}

/** spec §4 (events split): upcoming soonest first; expired, when the query asks, in the past list, unless its whole span is over. */
export function calendarLists(
  base: Omit<EventQuery, 'sort' | 'expired'>,
  now: Date,
  options: { includeExpired: boolean },
): { events: EventQuery; past: EventQuery | null } {
  const pastSpan = base.window !== undefined && base.window.to.getTime() < now.getTime()
  if (pastSpan) return { events: { ...base, sort: { field: 'eventStart', direction: 'ASC' } }, past: null }
  return {
    events: { ...base, expired: false, sort: { field: 'eventStart', direction: 'ASC' } },
    past: options.includeExpired ? { ...base, expired: true, sort: { field: 'eventStart', direction: 'DESC' } } : null,
  }
}
