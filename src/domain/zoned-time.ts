/** Wall-clock times in a time zone with `Intl` alone: the calendar's date fields ship no date library to the browser. */

/** How far the zone is ahead of UTC at that instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

/** The first instant of a day (`2026-11-23`) in the zone; null for anything that is not a real day. */
export function zonedDayStart(day: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const wall = Date.UTC(year, month - 1, date)
  const check = new Date(wall)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null
  // The offset at midnight can differ from the offset a few hours off (daylight saving): settle it.
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone)
  instant = wall - zoneOffsetMs(new Date(instant), timeZone)
  return new Date(instant)
}

/** The last second of a day in the zone (the `dates` filter counts in whole seconds). */
export function zonedDayEnd(day: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match || !zonedDayStart(day, timeZone)) return null
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1))
  const nextDay = next.toISOString().slice(0, 10)
  return new Date(zonedDayStart(nextDay, timeZone)!.getTime() - 1000)
}

/** The day (`2026-11-23`) an instant falls on in the zone. */
export function zonedDay(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant, timeZone)).toISOString().slice(0, 10)
}

/** Today (`2026-11-23`) in the zone: the college's today wherever the server or the browser runs. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zonedDay(now, timeZone)
}
