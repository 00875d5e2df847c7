import { describe, expect, it } from 'vitest'

import { alertWindowNote, alertWindowProblem, alertWindowState } from './alert-window'

const spring = { showFrom: '2027-04-20T04:00:00.000Z', showUntil: '2027-04-27T04:00:00.000Z' }

describe('an alert’s window (spec §3 Alerts: shown while published, within its window)', () => {
  it('opens at its start, inclusive, and closes at its end, exclusive', () => {
    expect(alertWindowState(spring, new Date('2027-04-20T03:59:59.999Z'))).toBe('before')
    expect(alertWindowState(spring, new Date('2027-04-20T04:00:00.000Z'))).toBe('within')
    expect(alertWindowState(spring, new Date('2027-04-27T03:59:59.999Z'))).toBe('within')
    expect(alertWindowState(spring, new Date('2027-04-27T04:00:00.000Z'))).toBe('after')
  })

  it('is always open without a start or an end', () => {
    expect(alertWindowState({ showFrom: null, showUntil: null }, new Date('2000-01-01'))).toBe('within')
    expect(alertWindowState({ showFrom: null, showUntil: spring.showUntil }, new Date('2000-01-01'))).toBe('within')
    expect(alertWindowState({ showFrom: spring.showFrom, showUntil: null }, new Date('2099-01-01'))).toBe('within')
  })

  it('says why a preview is not shown now', () => {
    expect(alertWindowNote(spring, new Date('2027-04-21T00:00:00Z'))).toBeNull()
    expect(alertWindowNote(spring, new Date('2027-04-01T00:00:00Z'))).toMatch(/^Not shown yet: its window opens at 2027-04-20/)
    expect(alertWindowNote(spring, new Date('2027-05-01T00:00:00Z'))).toMatch(/^No longer shown: its window closed at 2027-04-27/)
  })

  it('refuses a window that ends before it starts', () => {
    expect(alertWindowProblem({ showFrom: spring.showUntil, showUntil: spring.showFrom })).toMatch(/after its start/)
    expect(alertWindowProblem(spring)).toBeNull()
    expect(alertWindowProblem({ showFrom: null, showUntil: spring.showFrom })).toBeNull()
  })
})
