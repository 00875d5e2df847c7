import { beforeAll, describe, expect, it } from 'vitest'

import { elapsedSinceShown, formStamp } from '@/services/form-stamps'

import { seededPayload } from './harness'

beforeAll(async () => {
  await seededPayload()
})

// The least fill time: a form carries when it was shown, signed by the server
describe('form stamps', () => {
  it('tells how long ago its own form was shown', async () => {
    const stamp = await formStamp('sva-feedback', 1_800_000_000_000)
    expect(await elapsedSinceShown('sva-feedback', stamp, 1_800_000_004_000)).toBe(4000)
  })

  it('refuses a stamp of another form, a forged or altered one, one from the future, and none', async () => {
    const stamp = await formStamp('sva-feedback', 1_800_000_000_000)
    expect(await elapsedSinceShown('artwork-release', stamp, 1_800_000_004_000)).toBeNull()
    expect(await elapsedSinceShown('sva-feedback', stamp.replace('1800000000000', '1700000000000'), 1_800_000_004_000)).toBeNull()
    expect(await elapsedSinceShown('sva-feedback', `1700000000000.${'A'.repeat(43)}`, 1_800_000_004_000)).toBeNull()
    expect(await elapsedSinceShown('sva-feedback', stamp, 1_799_999_999_000)).toBeNull()
    expect(await elapsedSinceShown('sva-feedback', null, 1_800_000_004_000)).toBeNull()
    expect(await elapsedSinceShown('sva-feedback', 'nonsense', 1_800_000_004_000)).toBeNull()
  })
})
