'use client'

import { type ReactNode, useRef } from 'react'

import styles from './component.module.css'

/** A button that opens a native <dialog> (DESIGN.md): the browser keeps focus inside, Escape closes, focus returns. */
export function ModalButton({
  label,
  title,
  className,
  dialogId,
  children,
}: {
  label: string
  title: string
  className: string
  dialogId: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        data-button-type="Modal"
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={`${dialogId}-title`}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) event.currentTarget.close()
        }}
      >
        <div className={styles.dialogBody}>
          <div className={styles.dialogHead}>
            <h2 id={`${dialogId}-title`} className={styles.dialogTitle}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
              Close<span className="visually-hidden"> {title}</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  )
}
