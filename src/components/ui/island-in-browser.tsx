import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react'

import { ISLAND_STYLE } from './island'

/** What an island does once its code is in place (`true`), or could not come (`false`): an event it held, done again. */
type Replay = (hydrated: boolean) => void

/** Listens for what starts the load of an island's code (`wake`, with an event to do again once it has come); returns what stops. */
export type Trigger = (element: HTMLElement, wake: (replay?: Replay) => void) => () => void

/** A promise that never settles: an island whose code could not come keeps the server's HTML, which works without it. */
const never = new Promise<never>(() => {})

/** What a visitor's first touch of an island may be: a pointer, the focus, a key, an answer filled in, a click, a submit. */
const TOUCHES = ['pointerdown', 'focusin', 'keydown', 'input', 'change', 'click', 'submit'] as const

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
    const button = target.closest('button[type="button"]')
    if (event.type === 'click' && button) {
      const pressed = foundAgain(element, button)
      return wake((hydrated) => hydrated && (pressed() as HTMLButtonElement | undefined)?.click())
    }
    if (!(event instanceof SubmitEvent)) return wake()
    event.preventDefault()
    const form = foundAgain(element, target)
    const submitter = event.submitter && foundAgain(element, event.submitter)
    wake((hydrated) => {
      const sent = form() as HTMLFormElement | undefined
      if (hydrated) sent?.requestSubmit((submitter?.() as HTMLElement | undefined) ?? null)
      else sent?.submit()
    })
  }
  for (const name of TOUCHES) window.addEventListener(name, onTouch, { capture: true })
  return () => {
    for (const name of TOUCHES) window.removeEventListener(name, onTouch, { capture: true })
  }
}

/** What finds `target` again later, by its place in the island: the page's streaming may have put a copy in its place (island.tsx). */
function foundAgain(element: HTMLElement, target: Element): () => Element | undefined {
  const index = [...element.querySelectorAll(target.localName)].indexOf(target)
  return () => element.querySelectorAll(target.localName)[index]
}

/** Whichever of `triggers` comes first. */
export const anyOf =
  (...triggers: Trigger[]): Trigger =>
  (element, wake) => {
    const stops = triggers.map((trigger) => trigger(element, wake))
    return () => stops.forEach((stop) => stop())
  }

/**
 * When the element comes within a screen of the viewport. Its wrapper has no box of its own, and what it holds may still be
 * replaced as the page streams (island.tsx): the box around it is watched.
 */
export const nearViewport: Trigger = (element, wake) => {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '100% 0px' })
  observer.observe(element.parentElement ?? element)
  return () => observer.disconnect()
}

/**
 * The browser's side of `island.tsx` (docs/decisions/0189): the component's code loads when `trigger` says, not with the page.
 * Until then React keeps the server's HTML as it is, unhydrated (a form posts as it does without JavaScript). An island with
 * nothing on screen, one rendered in the browser after a navigation, loads at once.
 */
export function island<Props extends object>(load: () => Promise<ComponentType<Props>>, trigger: Trigger): ComponentType<Props> {
  return function Island(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null)
    const [code] = useState(() => deferred(load))
    useEffect(() => {
      if (!wrapper.current) return
      code.stop = trigger(wrapper.current, code.wake)
      return code.stop
    }, [code])
    // After every commit: with nothing on screen (rendered in the browser, or the server's HTML given up) the code comes now.
    useEffect(() => {
      if (wrapper.current?.firstElementChild) return
      code.shown = false
      code.wake()
    })
    return (
      <div ref={wrapper} style={ISLAND_STYLE}>
        <Suspense>
          <code.Lazy {...props} />
        </Suspense>
      </div>
    )
  }
}

/** One island's component, loaded once `wake` is called. */
type DeferredCode<Props> = {
  wake: (replay?: Replay) => void
  /** What stops listening for the trigger: called once the component is hydrated. */
  stop: () => void
  /** The event to do again once the component is hydrated. */
  replay?: Replay
  /** Whether the server's HTML is on screen: while it is, a failed load leaves it there. */
  shown: boolean
  Lazy: ComponentType<Props>
}

function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): DeferredCode<Props> {
  let start = () => {}
  const started = new Promise<void>((resolve) => (start = resolve))
  const code: DeferredCode<Props> = {
    wake: (replay) => {
      code.replay = replay ?? code.replay
      start()
    },
    stop: () => {},
    shown: true,
    Lazy: lazy(() =>
      started
        .then(load)
        .then((Component) => ({ default: hydrated(Component, code) }))
        .catch((error: unknown) => {
          if (!code.shown) throw error
          code.replay?.(false)
          return never
        }),
    ),
  }
  return code
}

/** The component, which once hydrated stops the trigger and does again the event it held. */
function hydrated<Props extends object>(Component: ComponentType<Props>, code: DeferredCode<Props>): ComponentType<Props> {
  return function Hydrated(props: Props) {
    useEffect(() => {
      code.stop()
      const replay = code.replay
      code.replay = undefined
      replay?.(true)
    }, [])
    return <Component {...props} />
  }
}
