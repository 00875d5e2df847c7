'use client'

// Its stylesheet comes with this module, so with the page's own (docs/decisions/0180; lazy-clients.test.ts).
import '@/components/errors/error-page.module.css'
import { lazy } from 'react'

/**
 * The 404 view as every page carries it, its layout's 404 boundary: its code loads only where a 404 page shows. `React.lazy`
 * rather than next/dynamic: the server draws the view all the same, and only a 404 page waits for its chunk, where next/dynamic's
 * preload would add its loader to every page's first load (docs/decisions/0190).
 */
const LazyNotFoundView = lazy(() => import('@/components/errors/not-found-view').then((module) => ({ default: module.NotFoundView })))

// A component, not the lazy itself: the payload's reference to a module not loaded yet is itself lazy, and React takes no lazy
// that resolves to another.
export function NotFoundView() {
  return <LazyNotFoundView />
}
