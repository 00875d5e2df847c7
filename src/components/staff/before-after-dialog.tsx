'use client'

import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react'

import { apiFailure, apiFetch } from '@/api/browser-client'
import { AFTER, BEFORE, BEFORE_AFTER, NO_UNPUBLISHED_CHANGES } from '@/domain/before-after'
import type { BeforeAfter } from '@/services/before-after'

import styles from './before-after-dialog.module.css'

/** What the toolbar does with the dialog. */
export type BeforeAfterHandle = { open: () => void; close: () => void }

type Shown = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; comparison: BeforeAfter }

const FAILED = 'The versions could not be read. Please try again.'

/** A side of a change: the text as saved, or a word for nothing. */
function Side({ text }: { text: string }) {
  return text ? <span className={styles.text}>{text}</span> : <span className={styles.empty}>(empty)</span>
}

/** spec §6: Before/After in a native modal dialog; each open reads the versions again from `path`. */
export function BeforeAfterDialog({ ref, path }: { ref: Ref<BeforeAfterHandle>; path: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [shown, setShown] = useState<Shown>({ state: 'loading' })
  const titleId = useId()

  useImperativeHandle(ref, () => ({
    open() {
      setShown({ state: 'loading' })
      dialog.current?.showModal()
      apiFetch<BeforeAfter>(path).then(
        (comparison) => setShown({ state: 'ready', comparison }),
        (error) => setShown({ state: 'failed', message: apiFailure(error)?.message ?? FAILED }),
      )
    },
    close() {
      dialog.current?.close()
    },
  }))

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {BEFORE_AFTER}
        </h2>
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {shown.state === 'loading' && <p role="status">Reading the versions…</p>}
      {shown.state === 'failed' && <p role="alert">{shown.message}</p>}
      {shown.state === 'ready' && <Comparison comparison={shown.comparison} />}
    </dialog>
  )
}

function Comparison({ comparison }: { comparison: BeforeAfter }) {
  const { title, published, changes } = comparison
  return (
    <>
      <p className={styles.intro}>
        <strong>{title}</strong>:{' '}
        {published
          ? `${BEFORE}, the published version visitors see; ${AFTER}, the latest saved draft.`
          : `not published yet: visitors see nothing, so every field of the draft is new.`}
      </p>
      {changes.length === 0 ? (
        <p className={styles.none} role="status">
          {NO_UNPUBLISHED_CHANGES}
        </p>
      ) : (
        <ul className={styles.changes} aria-label={`${changes.length} changed ${changes.length === 1 ? 'field' : 'fields'}`}>
          {changes.map((change) => (
            <li key={change.path} className={styles.change} data-field={change.path}>
              <h3 className={styles.label}>
                {change.label} <span className={styles.mark}>Changed</span>
              </h3>
              <dl className={styles.sides}>
                <div className={styles.before}>
                  <dt>{BEFORE}</dt>
                  <dd>
                    <Side text={change.before} />
                  </dd>
                </div>
                <div className={styles.after}>
                  <dt>{AFTER}</dt>
                  <dd>
                    <Side text={change.after} />
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
