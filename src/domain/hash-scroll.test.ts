import { describe, expect, it, vi } from 'vitest'

import { hashScrollScript } from './hash-scroll'
import { HASH_SCROLL_DELAY_MS } from './reload-guard'

/** Runs the script against a fake window: the address, its history, the target element and the motion preference. */
function load(address: string, { reducedMotion = false, moveTo }: { reducedMotion?: boolean; moveTo?: string } = {}) {
  const url = new URL(address, 'https://college.test')
  const location = {
    get pathname() {
      return url.pathname
    },
    get search() {
      return url.search
    },
    get hash() {
      return url.hash
    },
  }
  const history = { state: { tree: 1 }, replaceState: vi.fn((_state: unknown, _title: string, next: string) => void (url.href = new URL(next, url).href)) }
  const scrollIntoView = vi.fn()
  const document = { getElementById: vi.fn((id: string) => (id === 'how to apply' ? { scrollIntoView } : null)) }
  const matchMedia = () => ({ matches: reducedMotion })
  let pending: (() => void) | null = null
  let delay = 0
  const setTimeout = (callback: () => void, ms: number) => {
    pending = callback
    delay = ms
  }
  new Function('location', 'history', 'document', 'matchMedia', 'setTimeout', hashScrollScript())(location, history, document, matchMedia, setTimeout)
  const hashWhileLoading = url.hash
  if (moveTo) url.href = new URL(moveTo, url).href
  ;(pending as (() => void) | null)?.()
  return { hashWhileLoading, delay, scrollIntoView, history, url }
}

describe('the scroll to the address’s hash (spec §2, §9)', () => {
  it('waits one second', () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(1000)
    expect(load('/academics#how%20to%20apply').delay).toBe(1000)
  })

  it('keeps the browser from jumping while the page loads, then puts the hash back and scrolls smoothly', () => {
    const { hashWhileLoading, scrollIntoView, url, history } = load('/academics?tab=1#how%20to%20apply')
    expect(hashWhileLoading).toBe('')
    expect(url.pathname + url.search + url.hash).toBe('/academics?tab=1#how%20to%20apply')
    expect(history.replaceState.mock.calls.every(([state]) => state === history.state)).toBe(true)
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' })
  })

  it('scrolls at once under prefers-reduced-motion', () => {
    expect(load('/academics#how%20to%20apply', { reducedMotion: true }).scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto' })
  })

  it('does nothing without a hash, and nothing once the visitor has moved on', () => {
    expect(load('/academics').history.replaceState).not.toHaveBeenCalled()
    const moved = load('/academics#how%20to%20apply', { moveTo: '/events' })
    expect(moved.scrollIntoView).not.toHaveBeenCalled()
    expect(moved.url.pathname + moved.url.hash).toBe('/events')
  })

  it('survives a hash that is not valid percent-encoding', () => {
    expect(() => load('/academics#%E0%A4%A')).not.toThrow()
  })
})
