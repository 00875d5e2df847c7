import { type ComponentType, lazy } from 'react'

/**
 * `next/dynamic` in the browser's build (next.config.ts aliases it there; docs/decisions/0186): `React.lazy` alone. The server
 * keeps Next.js's own, which preloads a lazily loaded component's chunk where the page shows one; in the browser Next.js's
 * carried that server-only preloading and its client-side bail-out, about 1.4 KB of every page's script, to do what `lazy` does.
 * Only the forms this site writes are taken: a loader resolving to the component itself, rendered on the server too.
 */
export default function dynamic<Props extends object>(loader: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => loader().then((component) => ({ default: component })))
  // The same children as Next.js's: its server-side preload (nothing, here) beside the component, so that `useId` gives the
  // component's elements the ids the server gave them.
  return function LazyComponent(props: Props) {
    return (
      <>
        {null}
        <Lazy {...props} />
      </>
    )
  }
}
