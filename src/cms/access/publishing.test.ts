import { describe, expect, it } from 'vitest'

import { publishCapabilityOf, publishingNeeds } from './publishing'

// decision 0112: a schedule asks for the capability that publishes in that collection (decision 0058's table)
describe('publishCapabilityOf', () => {
  it('finds the capability the collection’s publishing hook asks for, and none where editing is publishing', () => {
    expect(publishCapabilityOf({ hooks: { beforeOperation: [() => undefined, publishingNeeds('eventPublish')] } })).toBe('eventPublish')
    expect(publishCapabilityOf({ hooks: { beforeOperation: [() => undefined] } })).toBeUndefined()
    expect(publishCapabilityOf({})).toBeUndefined()
  })
})
