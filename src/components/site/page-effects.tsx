'use client'

import { usePathname } from 'next/navigation'
import { type CSSProperties, useEffect, useState } from 'react'

import { LOADING_BAR, type LoadingBarState, loadingBarTransition } from '@/domain/loading-bar'
import { hashScrollScript } from '@/domain/hash-scroll'
import { isChunkLoadError, shouldReloadAfterChunkError } from '@/domain/reload-guard'

import styles from './page-effects.module.css'

const RELOAD_KEY = 'chunk-reload-at:'

/** A click that the App Router turns into a client navigation to another page of this site. */
function isClientNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, location.href)
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search)
}

/** spec §8: reload once per path at most every 10 s when the page's scripts belong to an old build. */
function reloadAfterChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return
  const key = RELOAD_KEY + location.pathname
  const last = Number(sessionStorage.getItem(key))
  if (!shouldReloadAfterChunkError(last || null, Date.now())) return
  sessionStorage.setItem(key, String(Date.now()))
  location.reload()
}

/**
 * What every page does in the browser: the delayed scroll to the hash, an inline script first in the body that runs before the rest is
 * parsed (hash-scroll.ts), the progress bar on navigation (spec §2, §9), the reload guard.
 */
export function PageEffects() {
  const pathname = usePathname()
  const [state, setState] = useState<LoadingBarState>('idle')
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) setState((current) => loadingBarTransition(current, 'start'))
    }
    const onError = (event: ErrorEvent) => reloadAfterChunkError(event.error)
    const onRejection = (event: PromiseRejectionEvent) => reloadAfterChunkError(event.reason)
    // Capture phase: the router's own link handler prevents the default before a bubbling listener runs.
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  // A new path means the navigation finished (adjusted during render, as React recommends).
  const [shownPath, setShownPath] = useState(pathname)
  if (pathname !== shownPath) {
    setShownPath(pathname)
    setState((current) => loadingBarTransition(current, 'finish'))
  }

  useEffect(() => {
    if (state === 'loading') {
      // spec §9: navigations shorter than the throttle never show the bar.
      const show = window.setTimeout(() => setVisible(true), LOADING_BAR.throttleMs)
      return () => window.clearTimeout(show)
    }
    if (state === 'finished' || state === 'error') {
      const hide = window.setTimeout(() => setVisible(false), LOADING_BAR.hideDelayMs)
      const reset = window.setTimeout(() => setState((current) => loadingBarTransition(current, 'reset')), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs)
      return () => {
        window.clearTimeout(hide)
        window.clearTimeout(reset)
      }
    }
  }, [state])

  const style = { '--bar-height': `${LOADING_BAR.heightPx}px`, '--bar-duration': `${LOADING_BAR.durationMs}ms` } as CSSProperties
  return (
    <>
      {/*
        First in the body, before any element the hash could name: see hash-scroll.ts. Written here rather than by the layout, a server
        component, which sent it in the inline payload too (docs/decisions/0181); its text only in the server's HTML, where it runs, and
        not in this component's code: in the browser the element is there already (docs/decisions/0184).
      */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? hashScrollScript() : '' }} />
      <div className={styles.bar} style={style} data-state={state} data-visible={visible} aria-hidden="true" />
    </>
  )
}
