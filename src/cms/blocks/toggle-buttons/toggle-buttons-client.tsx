'use client'

import { type ReactNode, useReducer } from 'react'

import { activateToggle, initialToggleState } from '@/domain/blocks'

import styles from './component.module.css'

/** spec §4 (toggle buttons): each stays active once clicked; when all are, `data-all-clicked` is set and the closing message shows. */
export function ToggleButtonsClient({
  items,
  allClicked,
  idPrefix,
}: {
  items: { label: string; content: ReactNode }[]
  allClicked: ReactNode
  idPrefix: string
}) {
  const [state, activate] = useReducer(activateToggle, items.length, initialToggleState)
  return (
    <div className={styles.toggles} data-all-clicked={state.allClicked ? 'true' : 'false'}>
      <div className={styles.buttons}>
        {items.map((item, index) => (
          <button
            key={index}
            type="button"
            className={styles.button}
            aria-expanded={state.active[index]}
            aria-controls={`${idPrefix}-${index}`}
            onClick={() => activate(index)}
          >
            <span className={styles.mark} aria-hidden="true" />
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={index} id={`${idPrefix}-${index}`} className={styles.panel} hidden={!state.active[index]}>
          <p className={styles.panelLabel}>{item.label}</p>
          {item.content}
        </div>
      ))}
      <div role="status" className={styles.status}>
        {state.allClicked && allClicked && <div className={styles.done}>{allClicked}</div>}
      </div>
    </div>
  )
}
