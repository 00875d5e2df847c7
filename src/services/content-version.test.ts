import { describe, expect, it } from 'vitest'

import { markRevalidationsHeard, notifyTagsRevalidated, onTagsRevalidated } from '@/server/revalidation-listeners.mjs'

import { contentVersion, keptUntilChange } from './content-version'

// docs/decisions/0073: one content version for the whole process, changed by every revalidation it hears.
describe('contentVersion', () => {
  it('is new on every call where no Next.js server runs, so nothing is kept', async () => {
    expect(contentVersion()).not.toBe(contentVersion())
    let reads = 0
    const kept = keptUntilChange(async () => ++reads)
    await kept()
    await kept()
    expect(reads).toBe(2)
  })

  it('stays the same until a revalidation is heard, here or from another instance, and every listener hears it', async () => {
    markRevalidationsHeard()
    const heard: string[][] = []
    const stop = onTagsRevalidated((tags) => heard.push(tags))
    let reads = 0
    const kept = keptUntilChange(async () => ++reads, 'content-version-test')
    const first = contentVersion()
    expect(contentVersion()).toBe(first)
    expect([await kept(), await kept()]).toEqual([1, 1])

    notifyTagsRevalidated(['_N_T_/layout'])
    expect(contentVersion()).not.toBe(first)
    expect(heard).toEqual([['_N_T_/layout']])
    expect(await kept()).toBe(2)

    // A copy made in another bundle finds the same kept value by its name.
    expect(await keptUntilChange(async () => -1, 'content-version-test')()).toBe(2)
    stop()
  })
})
