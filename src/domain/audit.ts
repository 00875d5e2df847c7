/**
 * spec §6 (audit logs): what an entry records. Scheduled publishing (decision 0112) adds `schedule` and `unschedule` when a publish or
 * unpublish is scheduled or its schedule removed, and `scheduled-refused` when the job finds its scheduler no longer may publish.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'delete',
  'sign-in',
  'failed-sign-in',
  'schedule',
  'unschedule',
  'scheduled-refused',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

type Status = 'draft' | 'published' | null | undefined

/** What a write was: create, update, publish or unpublish. A draft saved over a published document changes nothing visitors see: an update. */
export function auditActionOf(operation: 'create' | 'update', before: Status, after: Status, savedAsDraft: boolean): AuditAction {
  if (savedAsDraft) return operation
  if (after === 'published' && before !== 'published') return 'publish'
  if (before === 'published' && after === 'draft') return 'unpublish'
  return operation
}
