import { z } from 'zod'

import {
  DAY_STATUSES,
  type DayHours,
  LIBRARY_IDS,
  type LibraryHours,
  type LibrarySchedule,
  type Weekday,
  daysBetween,
  hoursForRange,
  parseDay,
  regularWeek,
} from '@/domain/library-hours'
import { relationId } from '@/domain/relations'
import { todayIn } from '@/domain/zoned-time'
import { type Env, env } from '@/env'
import type { LibraryHour as LibraryHoursDoc } from '@/payload-types'

import { cms } from './cms'
import { getSiteIdentity } from './site-config'

/** This module, as error messages name it (spec §8: file, function and path). */
const FILE = 'src/services/library-hours.ts'

/** How long an answer of the hours call is kept at most: it follows the day and LibCal (docs/decisions/0070). */
export const LIBRARY_HOURS_CACHE_SECONDS = 60

export type HoursSource = 'local' | 'libcal'
export type LibraryHoursAnswer = { from: string; to: string; source: HoursSource; libraries: LibraryHours[] }

/** A failure the caller reports as it is: its status and a message fit for the API and the page. */
export class LibraryHoursError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'LibraryHoursError'
  }
}

/** LibCal's address and credentials, from the environment (no secret in the content database); without all three, local hours. */
export type LibCalConfig = { baseUrl: string; clientId: string; clientSecret: string; timeoutMs: number }

function libCalConfig(config: Env = env()): LibCalConfig | null {
  const { LIBCAL_BASE_URL: baseUrl, LIBCAL_CLIENT_ID: clientId, LIBCAL_CLIENT_SECRET: clientSecret } = config
  if (!baseUrl || !clientId || !clientSecret) return null
  return { baseUrl, clientId, clientSecret, timeoutMs: config.LIBCAL_TIMEOUT_MS }
}

/** Today in the college's time zone, written YYYY-MM-DD. */
export async function collegeToday(now = new Date()): Promise<string> {
  return todayIn((await getSiteIdentity()).timeZone, now)
}

/** spec §7 (libcal/hours/{libraryIds}): the hours from `from` (today) to `to` (`from`), from LibCal when configured. */
export async function getLibraryHours(libraryIds: number[], range: { from?: string; to?: string }, now = new Date()): Promise<LibraryHoursAnswer> {
  const from = range.from ?? (await collegeToday(now))
  const to = range.to ?? from
  const config = libCalConfig()
  if (config) return { from, to, source: 'libcal', libraries: await fetchLibCalHours(config, libraryIds, from, to) }
  return { from, to, source: 'local', libraries: await localHours(libraryIds, from, to) }
}

function toSchedule(doc: LibraryHoursDoc): LibrarySchedule {
  return {
    libraryId: doc.libraryId,
    name: doc.name,
    regularHours: (doc.regularHours ?? []).map((entry) => ({
      day: entry.day,
      closed: Boolean(entry.closed),
      opens: entry.opens ?? undefined,
      closes: entry.closes ?? undefined,
    })),
    exceptions: (doc.exceptions ?? []).map((entry) => ({
      label: entry.label ?? null,
      from: entry.from,
      to: entry.to,
      closed: Boolean(entry.closed),
      opens: entry.opens ?? undefined,
      closes: entry.closes ?? undefined,
    })),
  }
}

/** The schedules staff keep, in the order asked for; a 404 names any id nobody keeps hours for. */
async function librarySchedules(libraryIds: number[]): Promise<(LibrarySchedule & { locationId: number | string | null })[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'library-hours',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    where: { libraryId: { in: libraryIds } },
  })
  const byId = new Map(docs.map((doc) => [doc.libraryId, doc]))
  const missing = libraryIds.filter((id) => !byId.has(id))
  if (missing.length)
    throw new LibraryHoursError(404, `No library hours are kept for ${missing.length === 1 ? 'the library' : 'the libraries'} ${missing.join(', ')}.`)
  return libraryIds.map((id) => ({ ...toSchedule(byId.get(id)!), locationId: relationId(byId.get(id)!.location) }))
}

async function localHours(libraryIds: number[], from: string, to: string): Promise<LibraryHours[]> {
  return (await librarySchedules(libraryIds)).map((schedule) => hoursForRange(schedule, from, to))
}

// LibCal API 1.1: POST /1.1/oauth/token (client credentials), GET /1.1/hours/{ids}?from&to.
const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() })
const libCalDay = z.object({
  status: z.string(),
  hours: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  text: z.string().optional(),
  note: z.string().optional(),
})
const libCalAnswer = z.array(
  z.object({
    lid: z.coerce.number(),
    name: z.string(),
    dates: z.union([z.record(z.string(), libCalDay), z.array(z.never())]).optional(),
    error: z.string().optional(),
  }),
)

let cachedToken: { key: string; token: string; expiresAt: number } | null = null

async function libCalToken(config: LibCalConfig): Promise<string> {
  const key = `${config.baseUrl} ${config.clientId}`
  if (cachedToken && cachedToken.key === key && cachedToken.expiresAt > Date.now()) return cachedToken.token
  const path = '/1.1/oauth/token'
  const response = await libCalRequest(config, 'libCalToken', path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, grant_type: 'client_credentials' }).toString(),
  })
  const parsed = tokenAnswer.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new LibraryHoursError(502, `LibCal answered no access token (${FILE} libCalToken ${path}).`)
  // Renew a minute before LibCal would refuse it.
  cachedToken = { key, token: parsed.data.access_token, expiresAt: Date.now() + Math.max(0, (parsed.data.expires_in ?? 3600) - 60) * 1000 }
  return cachedToken.token
}

/** One call to LibCal; spec §8: a 500 names the file, the function and the path. */
async function libCalRequest(config: LibCalConfig, fn: string, path: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(`${config.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' })
  } catch (error) {
    console.error(`[library-hours] ${FILE} ${fn} ${path}: LibCal could not be reached`, error)
    throw new LibraryHoursError(502, `LibCal could not be reached (${FILE} ${fn} ${path}).`)
  }
  if (response.ok) return response
  const where = `${FILE} ${fn} ${path}`
  if (fn === 'fetchLibCalHours' && response.status === 401) cachedToken = null
  const message = response.status === 500 ? `LibCal answered 500 Internal Server Error in ${where}.` : `LibCal answered ${response.status} in ${where}.`
  console.error(`[library-hours] ${message}`)
  throw new LibraryHoursError(response.status === 500 ? 500 : 502, message)
}

function fromLibCalDay(date: string, day: z.infer<typeof libCalDay> | undefined): DayHours {
  if (!day) return { date, status: 'closed', hours: [], note: null }
  const status = (DAY_STATUSES as readonly string[]).includes(day.status) ? (day.status as DayHours['status']) : 'text'
  return { date, status, hours: status === 'open' ? (day.hours ?? []) : [], note: day.text ?? day.note ?? null }
}

async function fetchLibCalHours(config: LibCalConfig, libraryIds: number[], from: string, to: string): Promise<LibraryHours[]> {
  const token = await libCalToken(config)
  const path = `/1.1/hours/${libraryIds.join(',')}?${new URLSearchParams({ from, to })}`
  const response = await libCalRequest(config, 'fetchLibCalHours', path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  const parsed = libCalAnswer.safeParse(await response.json().catch(() => null))
  if (!parsed.success) throw new LibraryHoursError(502, `LibCal answered hours this site cannot read (${FILE} fetchLibCalHours ${path}).`)
  const missing = libraryIds.filter((id) => !parsed.data.some((entry) => entry.lid === id && !entry.error))
  if (missing.length)
    throw new LibraryHoursError(404, `LibCal keeps no hours for ${missing.length === 1 ? 'the library' : 'the libraries'} ${missing.join(', ')}.`)
  return libraryIds.map((id) => {
    const entry = parsed.data.find((candidate) => candidate.lid === id)!
    const dates = Array.isArray(entry.dates) ? {} : (entry.dates ?? {})
    return { id, name: entry.name, days: daysBetween(from, to).map((date) => fromLibCalDay(date, parseDay(date) ? dates[date] : undefined)) }
  })
}

/** The college's libraries (spec §3: 5459 and 5461) with their regular week, for the page; those nobody keeps hours for are left out. */
export async function getCollegeLibraries(): Promise<(LibrarySchedule & { week: { day: Weekday; label: string }[] })[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'library-hours',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    where: { libraryId: { in: [...LIBRARY_IDS] } },
    sort: 'libraryId',
  })
  return docs.map(toSchedule).map((schedule) => ({ ...schedule, week: regularWeek(schedule) }))
}
