'use client'

import { type KeyboardEvent, type ReactNode, useRef, useState, useSyncExternalStore } from 'react'

import styles from './component.module.css'

type Tab = { label: string; slug: string | null; panel: ReactNode }

const subscribeToNothing = () => () => {}
const tabInAddress = () => new URLSearchParams(window.location.search).get('tab')
const noTabOnServer = () => null
const inBrowser = () => true
const onServer = () => false

/** The WAI-ARIA tabs pattern; `?tab={slug}` opens a tab (spec §2: ?tab=graduate), after the server rendered the first for everybody. */
export function TabsClient({ tabs, idPrefix, label }: { tabs: Tab[]; idPrefix: string; label: string }) {
  const requested = useSyncExternalStore(subscribeToNothing, tabInAddress, noTabOnServer)
  // Its code arrives after the page's (docs/decisions/0180): until then the keys do nothing, and the list says so.
  const ready = useSyncExternalStore(subscribeToNothing, inBrowser, onServer)
  const [chosen, setChosen] = useState<number | null>(null)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const fromAddress = requested ? tabs.findIndex((tab) => tab.slug === requested) : -1
  const selected = chosen ?? (fromAddress >= 0 ? fromAddress : 0)

  const select = (index: number, focus: boolean) => {
    const next = (index + tabs.length) % tabs.length
    setChosen(next)
    if (focus) buttons.current[next]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }
    if (event.key in moves) {
      event.preventDefault()
      select(moves[event.key]!, true)
    }
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} data-ready={ready}>
        {tabs.map((tab, index) => (
          <button
            key={`${tab.label}-${index}`}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={`${tab.label}-${index}`}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
