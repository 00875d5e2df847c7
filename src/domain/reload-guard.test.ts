import { describe, expect, it } from 'vitest'

import { HASH_SCROLL_DELAY_MS, RELOAD_GUARD_MS, isChunkLoadError, shouldReloadAfterChunkError } from './reload-guard'

// spec §8, §9
describe('reload guard', () => {
  it('uses the 10 s guard and the 1000 ms hash scroll of spec §9', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(HASH_SCROLL_DELAY_MS).toBe(1000)
  })

  it('reloads the first time, not again within 10 s, and again after', () => {
    expect(shouldReloadAfterChunkError(null, 50_000)).toBe(true)
    expect(shouldReloadAfterChunkError(50_000, 50_001)).toBe(false)
    expect(shouldReloadAfterChunkError(50_000, 59_999)).toBe(false)
    expect(shouldReloadAfterChunkError(50_000, 60_000)).toBe(true)
  })

  it('treats a corrupt or future timestamp as no guard', () => {
    expect(shouldReloadAfterChunkError(Number.NaN, 1)).toBe(true)
    expect(shouldReloadAfterChunkError(90_000, 1_000)).toBe(true)
  })

  it('recognises chunk load errors and nothing else', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/a.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false)
  })
})
