import { TERMS, type Term, semesterIdOf } from '@/domain/courses'
import { DEFAULT_TIME_ZONE, dayjs } from '@/domain/dates'

/** The seed's semesters around a day: past, current and next terms and three summers, with the terms' auto publish and unpublish days (spec §6). */

export type SemesterRole = 'past' | 'current' | 'next'

export type SemesterPlan = {
  term: Term
  year: number
  semesterId: string
  /** YYYY-MM-DD */
  startDate: string
  endDate: string
  /** Its place among the continuing-education terms; null for a summer kept for the summer programmes. */
  role: SemesterRole | null
  /** Summers back from the summer programmes' one (0, 1, 2); null for other terms. */
  summer: number | null
  schedule: { publishSectionsOn: string; unpublishSectionsOn: string | null; sectionsPublishedAt: string | null } | null
}

/** Sections go on sale this long before their term starts, and come down this long after it ends. */
const PUBLISH_LEAD_DAYS = 42
const UNPUBLISH_AFTER_DAYS = 42

export const day = (value: string) => dayjs.utc(value)
export const iso = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD')
/** A day as a date-time at noon UTC, so that it reads as the same day in every time zone of the Americas and Europe. */
export const atNoon = (value: string) => `${value}T12:00:00.000Z`
const atNine = (value: string) => dayjs.tz(`${value} 09:00`, DEFAULT_TIME_ZONE).toISOString()

/** The nth (1-based) Monday of a month. */
const nthMonday = (year: number, month: number, n: number) => {
  const first = day(`${year}-${String(month).padStart(2, '0')}-01`)
  return first.add(((8 - first.day()) % 7) + (n - 1) * 7, 'day')
}

/** The college's terms start on a Tuesday (after MLK Day, on or after June 1, after Labor Day) and end on the last week's Friday. */
function termDates(term: Term, year: number): { startDate: string; endDate: string } {
  let start: dayjs.Dayjs
  let weeks: number
  if (term === 'Spring') [start, weeks] = [nthMonday(year, 1, 3).add(1, 'day'), 17]
  else if (term === 'Fall') [start, weeks] = [nthMonday(year, 9, 1).add(1, 'day'), 15]
  else {
    const june = day(`${year}-06-01`)
    ;[start, weeks] = [june.add((9 - june.day()) % 7, 'day'), 11]
  }
  return { startDate: iso(start), endDate: iso(start.add(weeks - 1, 'week').add(3, 'day')) }
}

export function planSemesters(today: string): SemesterPlan[] {
  const year = Number(today.slice(0, 4))
  const terms = [year - 3, year - 2, year - 1, year, year + 1].flatMap((y) => TERMS.map((term) => ({ term, year: y, ...termDates(term, y) })))
  const current = terms.findLastIndex((term) => term.startDate <= today)
  const summers = terms.filter((term) => term.term === 'Summer')
  const programmeSummer = summers.findIndex((term) => term.endDate >= today)
  const plans = new Map<string, SemesterPlan>()
  const add = (term: (typeof terms)[number], role: SemesterRole | null, summer: number | null) => {
    const id = semesterIdOf(term.term, term.year)
    const known = plans.get(id)
    if (known) {
      known.role ??= role
      known.summer ??= summer
      return
    }
    plans.set(id, { term: term.term, year: term.year, semesterId: id, startDate: term.startDate, endDate: term.endDate, role, summer, schedule: null })
  }
  ;(['past', 'current', 'next'] as const).forEach((role, i) => add(terms[current - 1 + i]!, role, null))
  for (const back of [0, 1, 2]) add(summers[programmeSummer - back]!, null, back)
  for (const plan of plans.values()) {
    const opens = iso(day(plan.startDate).subtract(PUBLISH_LEAD_DAYS, 'day'))
    const closes = atNine(iso(day(plan.endDate).add(UNPUBLISH_AFTER_DAYS, 'day')))
    // Days that have passed are marked as acted on, so the job leaves the published sections (and the few drafts) as they are.
    if (plan.role === 'past') plan.schedule = { publishSectionsOn: atNine(opens), unpublishSectionsOn: null, sectionsPublishedAt: atNine(opens) }
    if (plan.role === 'current') plan.schedule = { publishSectionsOn: atNine(opens), unpublishSectionsOn: closes, sectionsPublishedAt: atNine(opens) }
    if (plan.role === 'next') {
      const weekAhead = iso(day(today).add(7, 'day'))
      plan.schedule = { publishSectionsOn: atNine(opens > weekAhead ? opens : weekAhead), unpublishSectionsOn: closes, sectionsPublishedAt: null }
    }
  }
  return [...plans.values()].sort((a, b) => a.startDate.localeCompare(b.startDate))
}
