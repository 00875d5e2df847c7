import type { Payload, Where } from 'payload'

import { CLOCK_LOOKBACK_MS, boundariesBetween } from '@/domain/clock-boundaries'

import { getSiteIdentity } from './site-config'

/** A field holding a moment, per collection, at which what visitors see changes by the clock alone. */
const MOMENT_FIELDS = [
  { collection: 'site-wide-alerts', fields: ['showFrom', 'showUntil'] },
  { collection: 'home-page-alerts', fields: ['showFrom', 'showUntil'] },
  { collection: 'events', fields: ['eventStart', 'eventEnd'] },
] as const

/** The boundaries passed in the last CLOCK_LOOKBACK_MS before `now`: the college's midnights and content's moments (decision 0104). */
export async function recentClockBoundaries(payload: Payload, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - CLOCK_LOOKBACK_MS)
  const [from, to] = [since.toISOString(), now.toISOString()]
  const moments = await Promise.all(
    MOMENT_FIELDS.map(async ({ collection, fields }) => {
      const where: Where = { or: fields.map((field) => ({ and: [{ [field]: { greater_than: from } }, { [field]: { less_than_equal: to } }] })) }
      const { docs } = await payload.find({ collection, where, depth: 0, limit: 100, pagination: false, overrideAccess: true })
      return docs.flatMap((doc) =>
        fields.map((field) => (doc as unknown as Record<string, unknown>)[field]).filter((value): value is string => typeof value === 'string'),
      )
    }),
  )
  return boundariesBetween(since, now, (await getSiteIdentity()).timeZone, moments.flat())
}
