/** An alert's window: staff may give it a first and a last moment to be shown (decision 0103). Pure. */

export type AlertWindow = { showFrom: string | null; showUntil: string | null }
export type AlertWindowState = 'before' | 'within' | 'after'

const instant = (value: string | null) => (value ? new Date(value).getTime() : null)

/** Where `now` falls: before the window opens (`showFrom` is shown from), within it, or after it closed (`showUntil` is no longer shown). */
export function alertWindowState(window: AlertWindow, now: Date): AlertWindowState {
  const [from, until, at] = [instant(window.showFrom), instant(window.showUntil), now.getTime()]
  if (from !== null && at < from) return 'before'
  if (until !== null && at >= until) return 'after'
  return 'within'
}

/** Why a preview of an alert would not be shown now, or null when it would be (the preview calls say it). */
export function alertWindowNote(window: AlertWindow, now: Date): string | null {
  const state = alertWindowState(window, now)
  if (state === 'before') return `Not shown yet: its window opens at ${window.showFrom}.`
  if (state === 'after') return `No longer shown: its window closed at ${window.showUntil}.`
  return null
}

/** Why a window cannot be saved, or null: its end must come after its start. */
export function alertWindowProblem(window: AlertWindow): string | null {
  const [from, until] = [instant(window.showFrom), instant(window.showUntil)]
  return from !== null && until !== null && until <= from ? 'The end of the window must come after its start.' : null
}
