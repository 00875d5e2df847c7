/** The meetings of an import row (spec §3 Course: meetingSchedules): the meeting columns put together and checked. Pure. */
import type { z } from 'zod'

import { WEEKDAYS, type Weekday } from './course-search-address'

/** Between the values of a cell that holds several: instructors, categories, course types, meetings. */
export const LIST_SEPARATOR = ';'
/** The most meetings one row may describe. */
export const MAX_MEETINGS_PER_ROW = 20

export type ImportedMeeting = {
  startDate: string
  endDate: string | null
  days: Weekday[]
  startTime: string | null
  endTime: string | null
  room: string | null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isRealDay = (day: string) => {
  if (!DAY.test(day)) return false
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const check = new Date(Date.UTC(year, month - 1, date))
  return year >= 1900 && year <= 2999 && check.getUTCMonth() === month - 1 && check.getUTCDate() === date
}
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const ROOM_MAX = 60

const FULL_DAYS: Record<Weekday, string> = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
}
/** A weekday written as its first three letters or more (mon, tues, Wednesday), in any case. */
const weekdayOf = (word: string): Weekday | null => {
  const lower = word.toLowerCase()
  if (lower.length < 3) return null
  return WEEKDAYS.find(({ value }) => FULL_DAYS[value].startsWith(lower))?.value ?? null
}

type MeetingColumns = Partial<Record<'startDate' | 'endDate' | 'days' | 'startTime' | 'endTime' | 'room', string>>
const MEETING_COLUMNS = ['startDate', 'endDate', 'days', 'startTime', 'endTime', 'room'] as const

/** The meetings of a row, one value per meeting in each column; undefined without meeting columns, none for an empty startDate. */
export function meetingsOf(columns: MeetingColumns, ctx: z.RefinementCtx): ImportedMeeting[] | undefined {
  const given = MEETING_COLUMNS.filter((column) => columns[column] !== undefined)
  if (given.length === 0) return undefined
  const issue = (column: string, message: string) => ctx.addIssue({ code: 'custom', path: [column], message })
  if (columns.startDate === undefined) {
    issue(given[0]!, 'needs a startDate column: each meeting is placed by its first day')
    return undefined
  }
  const starts = columns.startDate.split(LIST_SEPARATOR).map((value) => value.trim())
  if (!columns.startDate) {
    const strays = given.filter((column) => column !== 'startDate' && columns[column])
    for (const stray of strays) issue(stray, 'has a value but startDate is empty')
    return strays.length ? undefined : []
  }
  const count = starts.length
  if (count > MAX_MEETINGS_PER_ROW) {
    issue('startDate', `has ${count} meetings; a row describes at most ${MAX_MEETINGS_PER_ROW}`)
    return undefined
  }
  const values: Record<(typeof MEETING_COLUMNS)[number], string[]> = { startDate: starts, endDate: [], days: [], startTime: [], endTime: [], room: [] }
  for (const column of MEETING_COLUMNS.slice(1)) {
    const raw = columns[column] ?? ''
    const parts = raw ? raw.split(LIST_SEPARATOR).map((value) => value.trim()) : Array<string>(count).fill('')
    if (parts.length !== count) {
      issue(column, `has ${parts.length} value${parts.length === 1 ? '' : 's'} for ${count} meetings: give one per meeting, separated by ${LIST_SEPARATOR}`)
      return undefined
    }
    values[column] = parts
  }
  const meetings: ImportedMeeting[] = []
  let valid = true
  for (let i = 0; i < count; i++) {
    const which = count > 1 ? `meeting ${i + 1}: ` : ''
    const startDate = values.startDate[i]!
    const endDate = values.endDate[i] || null
    const startTime = values.startTime[i] || null
    const endTime = values.endTime[i] || null
    const room = values.room[i] || null
    const fail = (column: string, message: string) => {
      issue(column, `${which}${message}`)
      valid = false
    }
    if (!isRealDay(startDate)) fail('startDate', `“${startDate.slice(0, 20)}” must be a day written YYYY-MM-DD`)
    if (endDate && !isRealDay(endDate)) fail('endDate', `“${endDate.slice(0, 20)}” must be a day written YYYY-MM-DD`)
    else if (endDate && isRealDay(startDate) && endDate < startDate) fail('endDate', `${endDate} is before the start, ${startDate}`)
    const days: Weekday[] = []
    for (const word of values.days[i]!.split(/[\s,/]+/).filter(Boolean)) {
      const day = weekdayOf(word)
      if (!day) fail('days', `“${word.slice(0, 20)}” is not a weekday (mon, tue, wed, thu, fri, sat, sun)`)
      else if (!days.includes(day)) days.push(day)
    }
    if (startTime && !TIME.test(startTime)) fail('startTime', `“${startTime.slice(0, 20)}” must be a 24-hour time written HH:mm`)
    if (endTime && !TIME.test(endTime)) fail('endTime', `“${endTime.slice(0, 20)}” must be a 24-hour time written HH:mm`)
    else if (endTime && startTime && TIME.test(startTime) && endTime <= startTime) fail('endTime', `${endTime} is not after the start, ${startTime}`)
    if (room && room.length > ROOM_MAX) fail('room', `must be at most ${ROOM_MAX} characters`)
    meetings.push({ startDate, endDate, days: WEEKDAYS.map(({ value }) => value).filter((day) => days.includes(day)), startTime, endTime, room })
  }
  return valid ? meetings : undefined
}
