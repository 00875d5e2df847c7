/** Scheduled publishing (decision 0112): what a schedule is, and when a request for one is bad input (a 400). */
export const SCHEDULE_TYPES = ['publish', 'unpublish'] as const
export type ScheduleType = (typeof SCHEDULE_TYPES)[number]

/** A document of a collection, or a global. */
export type ScheduleTarget = { collection: string; id: string | number } | { global: string }

const isName = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** Why a request to schedule is bad input, or null: its type, its moment (valid, not past) and what it publishes. */
export function scheduleRequestProblem(request: { type: unknown; at: unknown; target: unknown }, now: Date = new Date()): string | null {
  if (!SCHEDULE_TYPES.includes(request.type as ScheduleType)) return `type must be one of ${SCHEDULE_TYPES.join(', ')}.`
  const at = request.at instanceof Date ? request.at : typeof request.at === 'string' ? new Date(request.at) : null
  if (!at || Number.isNaN(at.getTime())) return 'at must be a date and time (ISO 8601).'
  if (at.getTime() < now.getTime()) return 'at is in the past: a schedule is for a moment to come.'
  const target = request.target as Record<string, unknown> | null
  if (!target || typeof target !== 'object') return 'Say what to publish: doc { relationTo, value } or global.'
  if ('global' in target) return isName(target.global) ? null : 'global must be the slug of a global.'
  if (!isName(target.collection)) return 'doc.relationTo must be the slug of a collection.'
  if (!(isName(target.id) || (typeof target.id === 'number' && Number.isFinite(target.id)))) return 'doc.value must be the id of a document.'
  return null
}
