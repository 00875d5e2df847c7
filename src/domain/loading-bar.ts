/** The thin progress bar shown during client navigation: spec §4 (states) and §9 (numbers). */

export const LOADING_BAR = {
  heightPx: 5,
  /** A navigation shorter than this never shows the bar. */
  throttleMs: 200,
  /** The time the bar takes to creep towards the end while loading. */
  durationMs: 2000,
  /** How long the full bar stays before it fades. */
  hideDelayMs: 500,
  /** How long after fading it returns to empty. */
  resetDelayMs: 400,
} as const

export const LOADING_BAR_STATES = ['idle', 'loading', 'finished', 'error'] as const
export type LoadingBarState = (typeof LOADING_BAR_STATES)[number]
export type LoadingBarEvent = 'start' | 'finish' | 'fail' | 'reset'

/** A new navigation restarts the bar from any state; finish and fail end only a running one. */
export function loadingBarTransition(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event) {
    case 'start':
      return 'loading'
    case 'finish':
      return state === 'loading' ? 'finished' : state
    case 'fail':
      return state === 'loading' ? 'error' : state
    case 'reset':
      return 'idle'
  }
}
