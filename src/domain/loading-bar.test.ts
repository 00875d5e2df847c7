import { describe, expect, it } from 'vitest'

import { LOADING_BAR, LOADING_BAR_STATES, loadingBarTransition as next } from './loading-bar'

// spec §4, §9
describe('loading bar', () => {
  it('uses the numbers and states of the spec', () => {
    expect(LOADING_BAR).toEqual({ heightPx: 5, throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 })
    expect(LOADING_BAR_STATES).toEqual(['idle', 'loading', 'finished', 'error'])
  })

  it('goes idle → loading → finished or error → idle', () => {
    expect(next('idle', 'start')).toBe('loading')
    expect(next('loading', 'finish')).toBe('finished')
    expect(next('loading', 'fail')).toBe('error')
    expect(next('finished', 'reset')).toBe('idle')
    expect(next('error', 'reset')).toBe('idle')
  })

  it('restarts on a new navigation and ignores an end without a start', () => {
    expect(next('finished', 'start')).toBe('loading')
    expect(next('error', 'start')).toBe('loading')
    expect(next('idle', 'finish')).toBe('idle')
    expect(next('idle', 'fail')).toBe('idle')
    expect(next('finished', 'fail')).toBe('finished')
  })
})
