'use client'

import { type ReactNode, Suspense, createElement, useState, useSyncExternalStore } from 'react'

/** Hydration leaves an element's server children as they are when it is given inner HTML (a mismatch React does not mend). */
const KEEP_SERVER_CHILDREN = { __html: '' }
const noChanges = () => () => {}

/**
 * True when this mount hydrates the server's HTML, false when the component first mounts in the browser (a client navigation into
 * its layout, a theme change). Fixed for the life of the mount: React renders once more after hydration with the browser's value.
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  )
  return useState(hydrating)[0]
}

/**
 * Markup that does nothing in the browser, drawn by the server and kept by hydration: its element carries no children and its
 * drawing code stays out of the page's script (docs/decisions/0185). A caller draws it on the server itself, with its module
 * `require`d behind `typeof window === 'undefined'`: the browser's build drops that branch, where a static import would put the
 * module in the page's own chunk once the browser loads it lazily too. Here it gives what to draw when the component first mounts
 * in the browser: that module, imported lazily, which then loads on demand. The markup's stylesheets must come with the page from
 * elsewhere (the caller's module, or a server component's import): its module is not in the page's script to bring them.
 */
export function KeptMarkup({ tag, className, inBrowser }: { tag: 'footer' | 'div'; className?: string; inBrowser: ReactNode }) {
  if (useMountedByHydration()) return createElement(tag, { className, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN })
  return <Suspense fallback={null}>{inBrowser}</Suspense>
}
