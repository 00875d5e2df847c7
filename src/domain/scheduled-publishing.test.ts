import { describe, expect, it } from 'vitest'

import { SCHEDULE_TYPES, scheduleRequestProblem } from './scheduled-publishing'

const now = new Date('2026-11-28T12:00:00.000Z')
const page = { collection: 'pages', id: '12' }

// decision 0112: a scheduled publish or unpublish; bad input is a 400 with its reason
describe('scheduleRequestProblem', () => {
  it('takes a publish or an unpublish of a document or a global at a moment to come', () => {
    expect(SCHEDULE_TYPES).toEqual(['publish', 'unpublish'])
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-28T12:01:00.000Z', target: page }, now)).toBeNull()
    expect(scheduleRequestProblem({ type: 'unpublish', at: new Date('2026-12-01T00:00:00Z'), target: { collection: 'events', id: 3 } }, now)).toBeNull()
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-28T12:00:00.000Z', target: { global: 'homepage' } }, now)).toBeNull()
  })

  it('says what is wrong with anything else', () => {
    expect(scheduleRequestProblem({ type: 'delete', at: '2026-11-29', target: page }, now)).toMatch(/type/)
    expect(scheduleRequestProblem({ type: 'publish', at: 'tomorrow', target: page }, now)).toMatch(/date/)
    expect(scheduleRequestProblem({ type: 'publish', at: 5, target: page }, now)).toMatch(/date/)
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-28T11:59:59.999Z', target: page }, now)).toMatch(/past/)
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-29', target: null }, now)).toMatch(/what to publish/)
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-29', target: { collection: '', id: '1' } }, now)).toMatch(/relationTo/)
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-29', target: { collection: 'pages', id: {} } }, now)).toMatch(/value/)
    expect(scheduleRequestProblem({ type: 'publish', at: '2026-11-29', target: { global: 3 } }, now)).toMatch(/global/)
  })
})
