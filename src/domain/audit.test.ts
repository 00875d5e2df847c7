import { describe, expect, it } from 'vitest'

import { AUDIT_ACTIONS, auditActionOf } from './audit'

// spec §6 (audit logs): create, update, publish, unpublish, delete, sign-in, failed sign-in
describe('auditActionOf', () => {
  it('names the actions of spec §6', () => {
    expect(AUDIT_ACTIONS.slice(0, 7)).toEqual(['create', 'update', 'publish', 'unpublish', 'delete', 'sign-in', 'failed-sign-in'])
    // decision 0112: scheduled publishing notes who scheduled what, and a run refused
    expect(AUDIT_ACTIONS.slice(7)).toEqual(['schedule', 'unschedule', 'scheduled-refused'])
  })

  it('tells a publish and an unpublish from a plain write', () => {
    expect(auditActionOf('create', undefined, 'published', false)).toBe('publish')
    expect(auditActionOf('create', undefined, 'draft', false)).toBe('create')
    expect(auditActionOf('create', undefined, undefined, false)).toBe('create')
    expect(auditActionOf('update', 'draft', 'published', false)).toBe('publish')
    expect(auditActionOf('update', 'published', 'draft', false)).toBe('unpublish')
    expect(auditActionOf('update', 'published', 'published', false)).toBe('update')
  })

  it('counts a draft saved over a published document as an update, not an unpublish', () => {
    expect(auditActionOf('update', 'published', 'draft', true)).toBe('update')
    expect(auditActionOf('create', undefined, 'draft', true)).toBe('create')
  })
})
