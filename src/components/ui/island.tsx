import { type ComponentType, Suspense } from 'react'

/**
 * The wrapper only marks where an island's server HTML is and takes no part in the layout. A style of its own, not a stylesheet:
 * one that came with an island's lazily loaded code would be written into the page as invalid HTML (docs/decisions/0180).
 */
export const ISLAND_STYLE = { display: 'contents' } as const

/**
 * An island as the server renders it (docs/decisions/0189): the component at once, in the elements the browser's side
 * (island-in-browser.tsx) draws around it while its code has not come: a wrapper, and a Suspense boundary that keeps the
 * server's HTML until then. An island's module picks the one or the other by `typeof window`, which each build knows, so that
 * the browser's leaves out the server's side and the component's static import (as kept-markup.tsx's callers do).
 *
 * The boundary's fallback is the component itself. When something inside waits as the page streams (a form's action is encoded
 * then), or when React sends a finished boundary apart (one of more than 500 bytes, once 12.8 KB have gone: React 19.2's
 * progressive chunking, docs/decisions/0190), the boundary's content comes after the first part sent, hidden until a script shows
 * it: the fallback, which that part waits for, is the island without a script. Placed second in a list, it takes other ids than
 * the content's: the component's ids are `useId`'s.
 */
export function islandOnServer<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Island(props: Props) {
    return (
      <div style={ISLAND_STYLE}>
        <Suspense fallback={[null, <Component key="fallback" {...props} />]}>
          <Component {...props} />
        </Suspense>
      </div>
    )
  }
}
