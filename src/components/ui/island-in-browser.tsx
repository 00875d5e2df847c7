import { type ComponentType, Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react'

import { ISLAND_STYLE } from './island'
import { useMountedByHydration } from './kept-markup'

/**
 * Listens for what starts the load of an island's code, and calls `wake`, with the form or button the visitor sent or pressed
 * when the event should be done again once the code has come; returns what stops listening.
 */
export type Trigger = (element: HTMLElement, wake: (held?: Element | null) => void) => () => void

/** A promise that never settles: an island whose code could not come keeps the server's HTML, which works without it. */
const never = new Promise<never>(() => {})

/** What a visitor's first touch of an island may be: a pointer, the focus, a key, an answer filled in, a click, a submit. */
const TOUCHES = ['pointerdown', 'focusin', 'keydown', 'input', 'change', 'click', 'submit']

/**
 * The first time the visitor touches the element. On `window`, in the capture phase: React stops an event that reaches a part
 * of the page it has not hydrated yet before the element's own listeners hear it. So a button pressed before the code came is
 * pressed again once it has; a form sent then is held, and sent again once its code can check it (as without a script, should
 * the code not come).
 */
export const touched: Trigger = (element, wake) => {
  const onTouch = (event: Event) => {
    const target = event.target
    if (!(target instanceof Element) || !element.contains(target)) return
    if (event.type === 'submit') event.preventDefault()
    wake(event.type === 'submit' ? target : event.type === 'click' ? target.closest('button[type="button"]') : null)
  }
  for (const name of TOUCHES) addEventListener(name, onTouch, true)
  return () => TOUCHES.forEach((name) => removeEventListener(name, onTouch, true))
}

/** When the element comes within a screen of the viewport (its wrapper has no box of its own: the box around it is watched). */
export const nearViewport: Trigger = (element, wake) => {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '100% 0px' })
  observer.observe(element.parentElement ?? element)
  return () => observer.disconnect()
}

/** Whichever of `triggers` comes first. */
export const anyOf =
  (...triggers: Trigger[]): Trigger =>
  (element, wake) => {
    const stops = triggers.map((trigger) => trigger(element, wake))
    return () => stops.forEach((stop) => stop())
  }

/** Sends again the form, or presses again the button, an island held before its code came (`hydrated`), or sends the form as without it. */
function doAgain(held: Element | null, hydrated: boolean) {
  if (held instanceof HTMLFormElement) return hydrated ? held.requestSubmit() : held.submit()
  if (hydrated && held instanceof HTMLElement) held.click()
}

/**
 * An island in the browser (docs/decisions/0189; the server's side is island.tsx): the component's code loads when `trigger`
 * says, not with the page. Until then React keeps the server's HTML as it is, unhydrated (a form posts as it does without
 * JavaScript); should React give that HTML up (the island drawn again before its code came), the code comes at once. An island
 * drawn in the browser (a navigation's) loads its code at once, outside a boundary of its own: the navigation waits for it as
 * for the page's data, and the page never shows it missing (0190).
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>, trigger: Trigger): ComponentType<Props> {
  // Whether one of this island's copies has loaded the code: a copy hydrated after that needs no trigger.
  let loaded = false
  const loadNoted = () => load().then((Component) => ((loaded = true), Component))
  const LoadedNow = lazy(() => loadNoted().then((Component) => ({ default: Component })))
  return function Island(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null)
    const hydrating = useMountedByHydration()
    const [code] = useState(() => (hydrating && !loaded ? deferred(loadNoted, trigger) : null))
    useEffect(() => code?.listen(wrapper.current!), [code])
    // After every commit: with the server's HTML given up, nothing is on screen, and the code comes now.
    useEffect(() => {
      if (code && !wrapper.current?.firstElementChild) code.loadNow()
    })
    // A boundary of its own where the server drew one, the HTML it hydrates. The same element while the props are: React renders
    // the island again once hydrated (the hook above), and a boundary given new props before its code came would be given up.
    const drawn = useMemo(() => {
      const content = code ? <code.Lazy {...props} /> : <LoadedNow {...props} />
      return hydrating ? <Suspense>{content}</Suspense> : content
    }, [code, hydrating, props])
    return (
      <div ref={wrapper} style={ISLAND_STYLE}>
        {drawn}
      </div>
    )
  }
}

/** One island's component, loaded once its trigger wakes it, and what the island holds until then. */
function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>, trigger: Trigger) {
  let start = () => {}
  let stop = () => {}
  // The form or button to send or press again once the component is hydrated.
  let held: Element | null = null
  // Whether the server's HTML is on screen: while it is, a failed load leaves it there.
  let shown = true
  const started = new Promise<void>((resolve) => (start = resolve))
  const wake = (next?: Element | null) => {
    held = next ?? held
    start()
  }
  /** The component, which once hydrated stops the trigger and does again what the island held. */
  const hydrated = (Component: ComponentType<Props>) =>
    function Hydrated(props: Props) {
      useEffect(() => {
        stop()
        doAgain(held, true)
        held = null
      }, [])
      return <Component {...props} />
    }
  return {
    Lazy: lazy(() =>
      started
        .then(load)
        .then((Component) => ({ default: hydrated(Component) }))
        .catch((error: unknown) => {
          if (!shown) throw error
          doAgain(held, false)
          return never
        }),
    ),
    listen: (element: HTMLElement) => (stop = trigger(element, wake)),
    loadNow: () => {
      shown = false
      start()
    },
  }
}
