import { DEFAULT_TIME_ZONE, yearIn } from './dates'
import type { EventTiming } from './events'

/** spec §9: exhibition statuses. */
export const EXHIBITION_STATUSES = ['onview', 'upcoming', 'past'] as const
export type ExhibitionStatus = (typeof EXHIBITION_STATUSES)[number]

export const EXHIBITION_STATUS_LABELS: Record<ExhibitionStatus, string> = { onview: 'On view', upcoming: 'Upcoming', past: 'Past' }

/** spec §9: the college shows exhibitions in five gallery locations. */
export const GALLERY_LOCATION_COUNT = 5

/** spec §2: where a page puts its exhibitions grid among its own content. */
export const EXHIBITIONS_GRID_DISPLAYS = ['top', 'middle', 'bottom'] as const
export type ExhibitionsGridDisplay = (typeof EXHIBITIONS_GRID_DISPLAYS)[number]

/** spec §4: the last year shown on its own; older past exhibitions share one group. */
const EARLIEST_SEPARATE_YEAR = 2011
export const EARLIER_YEARS_LABEL = '2010 and earlier'

/** spec §4: on view (started, not ended), upcoming (start in the future), past (ended). */
export function exhibitionStatus(exhibition: EventTiming, now: Date): ExhibitionStatus {
  const time = now.getTime()
  if (Date.parse(exhibition.eventStart) > time) return 'upcoming'
  if (Date.parse(exhibition.eventEnd) < time) return 'past'
  return 'onview'
}

/** spec §4: past exhibitions grouped by the year they ended, newest first; 2010 and earlier share the last group. */
export function groupPastByYear<T extends EventTiming>(exhibitions: readonly T[], timeZone = DEFAULT_TIME_ZONE): { label: string; exhibitions: T[] }[] {
  const groups = new Map<number, T[]>()
  for (const exhibition of exhibitions) {
    const year = Math.max(yearIn(exhibition.eventEnd, timeZone), EARLIEST_SEPARATE_YEAR - 1)
    groups.set(year, [...(groups.get(year) ?? []), exhibition])
  }
  const byEndDesc = (a: T, b: T) => Date.parse(b.eventEnd) - Date.parse(a.eventEnd)
  return [...groups.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, items]) => ({ label: year < EARLIEST_SEPARATE_YEAR ? EARLIER_YEARS_LABEL : String(year), exhibitions: items.sort(byEndDesc) }))
}

/** spec §2 (exhibitions grid display): where among the page's sections the grid goes: top, middle or bottom. */
export function exhibitionsGridIndex(display: ExhibitionsGridDisplay, sectionCount: number): number {
  if (display === 'top') return 0
  if (display === 'bottom') return sectionCount
  return Math.ceil(sectionCount / 2)
}
