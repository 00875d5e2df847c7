import { describe, expect, it } from 'vitest'

import { capabilitiesOf, capabilityLabel, hasCapability } from './capabilities'

describe('capabilities (spec §6)', () => {
  const user = { roles: [{ capabilities: ['event', 'unknown'] }, 3, { capabilities: ['eventPublish'] }] }

  it('are the union over the populated roles, unknown names left out', () => {
    expect([...capabilitiesOf(user)]).toEqual(['event', 'eventPublish'])
    expect(hasCapability(user, 'eventPublish')).toBe(true)
    expect(hasCapability(user, 'user')).toBe(false)
    expect(hasCapability(null, 'event')).toBe(false)
  })

  it('read as staff name them', () => {
    expect(capabilityLabel('eventPublish')).toBe('Event: publish')
    expect(capabilityLabel('other')).toBe('other')
  })
})
