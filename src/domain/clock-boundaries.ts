/** The moments at which an answer changes with no publish: the college's midnights and content's own moments (decision 0104). Pure. */
import { zonedDay, zonedDayStart } from './zoned-time'

/** How far back each run of the clock-boundaries job looks: twice its one-minute period, so a late run misses nothing. */
export const CLOCK_LOOKBACK_MS = 2 * 60_000

/** The college midnights in (since, now]: a section's state turns at them (decision 0101), and "starting soon" with them. */
export function midnightsBetween(since: Date, now: Date, timeZone: string): Date[] {
  const found: Date[] = []
  for (let day = zonedDay(since, timeZone); ;) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number]
    day = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
    const midnight = zonedDayStart(day, timeZone)!
    if (midnight.getTime() > now.getTime()) return found
    if (midnight.getTime() > since.getTime()) found.push(midnight)
  }
}

/** The boundaries in (since, now]: the college's midnights and the content moments (alert windows, event starts and ends) that fall there. */
export function boundariesBetween(since: Date, now: Date, timeZone: string, moments: readonly string[]): Date[] {
  const inWindow = moments.map((moment) => new Date(moment)).filter((moment) => moment.getTime() > since.getTime() && moment.getTime() <= now.getTime())
  return [...midnightsBetween(since, now, timeZone), ...inWindow].sort((a, b) => a.getTime() - b.getTime())
}
