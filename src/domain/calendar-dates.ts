/**
 * The calendar's dates form (spec §2): whole days of the college's time zone as the `dates` value. The browser loads this module
 * when a visitor applies dates, not with the calendar’s first script (docs/decisions/0188).
 */
import { zonedDayEnd, zonedDayStart } from './zoned-time'

export const DATES_FORM_MESSAGES = {
  noFirstDay: 'Choose a first day, and a last day if you like.',
  lastBeforeFirst: 'The last day cannot come before the first.',
} as const

/** spec §2: the `dates` value is two Unix timestamps in seconds joined by a dash. */
export function formatDatesValue(from: Date, to: Date): string {
  return `${Math.floor(from.getTime() / 1000)}-${Math.floor(to.getTime() / 1000)}`
}

/** The `dates` value from the first day to the end of the last (`2026-12-01`; the first alone when the last is blank), or why not. */
export function datesFilterValue(firstDay: string, lastDay: string, timeZone: string): { value: string } | { error: string } {
  const from = zonedDayStart(firstDay, timeZone)
  const to = zonedDayEnd(lastDay || firstDay, timeZone)
  if (!from || !to) return { error: DATES_FORM_MESSAGES.noFirstDay }
  if (to < from) return { error: DATES_FORM_MESSAGES.lastBeforeFirst }
  return { value: formatDatesValue(from, to) }
}
