'use client'

import { type ReactNode, useSyncExternalStore } from 'react'

const STORAGE_KEY = 'dismissedAlerts'
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The dismissed ids as stored (a string, so React can compare snapshots cheaply). */
const storedSnapshot = () => sessionStorage.getItem(STORAGE_KEY) ?? '[]'
const serverSnapshot = () => '[]'

function parse(raw: string): string[] {
  try {
    const ids: unknown = JSON.parse(raw)
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function dismiss(id: string): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...new Set([...parse(storedSnapshot()), id])]))
  for (const listener of listeners) listener()
}

type Props = {
  id: string
  label: string
  tone: string
  classNames: { outer: string; inner: string; button: string }
  children: ReactNode
}

/** An alert the visitor can dismiss for the rest of the visit (kept in session storage). */
export function Dismissible({ id, label, tone, classNames, children }: Props) {
  const dismissed = parse(useSyncExternalStore(subscribe, storedSnapshot, serverSnapshot)).includes(id)
  if (dismissed) return null
  return (
    <div className={classNames.outer} data-tone={tone} role="region" aria-label={label}>
      <div className={classNames.inner}>
        {children}
        <button type="button" className={classNames.button} data-dismiss aria-label={`Dismiss: ${label}`} onClick={() => dismiss(id)}>
          ×
        </button>
      </div>
    </div>
  )
}
