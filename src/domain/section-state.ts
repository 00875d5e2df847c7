/** A course section's state at a moment: what staff set, and the calendar (docs/decisions/0101). Pure. */
import { COURSE_STATUSES, type CourseStatus } from './courses'

/** The states a visitor and the API see: the registration statuses staff set, and `ended` once the section's last day is over. */
export const SECTION_STATES = [...COURSE_STATUSES, { value: 'ended', label: 'Ended' }] as const
export type SectionState = (typeof SECTION_STATES)[number]['value']

export const sectionStateLabel = (state: string) => SECTION_STATES.find((entry) => entry.value === state)?.label ?? state

/** What decides a section's state: the status staff set, its last meeting's day, and its semester's last day (for a section without meetings). */
export type SectionDates = { registrationStatus: CourseStatus; endDate: string | null; semesterEndDate?: string | null }

/** The last day a section runs (YYYY-MM-DD): its last meeting's, or its semester's when it has no meetings; null when neither is known. */
export const sectionLastDay = (section: Pick<SectionDates, 'endDate' | 'semesterEndDate'>): string | null =>
  section.endDate?.slice(0, 10) ?? section.semesterEndDate?.slice(0, 10) ?? null

/**
 * A section's state on the college's `today` (YYYY-MM-DD in its time zone): ended from the day after its last day,
 * whatever staff left it at; a cancelled section stays cancelled (it never ran); otherwise the status staff set.
 */
export function sectionState(section: SectionDates, today: string): SectionState {
  if (section.registrationStatus === 'cancelled') return 'cancelled'
  const last = sectionLastDay(section)
  if (last !== null && last < today) return 'ended'
  return section.registrationStatus
}

/** Sections a visitor can put in the cart and send to registration: open ones, and those with a waitlist to join. */
export const canRegister = (state: string) => state === 'open' || state === 'waitlist'

/** What a section's page says instead of the cart button when registration is not possible. */
export const NOT_REGISTERING: Record<Exclude<SectionState, 'open' | 'waitlist'>, string> = {
  ended: 'This section has ended: it is no longer taking registrations.',
  closed: 'This section is closed: it is not taking registrations.',
  cancelled: 'This section was cancelled: it is not taking registrations.',
}

export const notRegisteringMessage = (state: SectionState): string | null =>
  canRegister(state) ? null : NOT_REGISTERING[state as keyof typeof NOT_REGISTERING]

/** schema.org `Offer.availability` of each state: a waitlist takes names for places that may free up (BackOrder); an ended or cancelled section is no longer offered. */
export const OFFER_AVAILABILITY: Record<SectionState, string> = {
  open: 'https://schema.org/InStock',
  waitlist: 'https://schema.org/BackOrder',
  closed: 'https://schema.org/SoldOut',
  cancelled: 'https://schema.org/Discontinued',
  ended: 'https://schema.org/Discontinued',
}
