'use client'

import Link from 'next/link'
import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react'

import { apiFetch } from '@/api/browser-client'
import { trackEvent } from '@/components/site/track-event'
import { type CartItem, WAITLIST_NOTE, cartItemOf } from '@/domain/cart'
import {
  AGREEMENT_LINKS,
  type Agreement,
  CART_EVENTS,
  SEE_ERRORS_ABOVE,
  cartTotal,
  formatDollars,
  itemEventParams,
  missingAgreement,
  registerEventParams,
  registrationHref,
  removeFromCart,
} from '@/domain/cart-checkout'
import { canRegister } from '@/domain/section-state'
import type { RegistrationSettings } from '@/services/site-config'

import styles from './cart-dialog.module.css'
import { subscribeToCart } from './cart-events'
import { readAgreements, readCart, writeCart } from './cart-store'

const COURSES_PATH = '/academics/continuing-education/courses'
const NO_AGREEMENTS: Record<Agreement, boolean> = { housing: false, registration: false }

/** The cart as the course list has it now: prices and statuses refreshed, sections no longer offered named and left out; unchanged without an answer. */
async function checkedCart(items: CartItem[]): Promise<{ items: CartItem[]; gone: string[] }> {
  if (items.length === 0) return { items, gone: [] }
  const answer = await apiFetch<{ items: (CartItem & { status: string })[] }>('/courses/', {
    query: { 'filters[registrationId]': items.map((item) => item.registrationId), limit: items.length },
  })
  const current = new Map(answer.items.filter((section) => canRegister(section.status)).map((section) => [section.registrationId, section]))
  return {
    items: items.flatMap((item) => {
      const section = current.get(item.registrationId)
      return section ? [cartItemOf(section)] : []
    }),
    gone: items.filter((item) => !current.has(item.registrationId)).map((item) => item.title),
  }
}

/** What the cart link does with the dialog. */
export type CartDialogHandle = { open: () => void }

type Props = { ref: Ref<CartDialogHandle>; returnFocusTo: RefObject<HTMLElement | null>; registration: RegistrationSettings }

/** spec §2, §4, §5, §7, §9: Your Selections, a native modal dialog; each open re-checks agreements and sections (docs/decisions/0055). */
export function CartDialog({ ref, returnFocusTo, registration }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [items, setItems] = useState<CartItem[]>([])
  const [agreed, setAgreed] = useState(NO_AGREEMENTS)
  const [gone, setGone] = useState<string[]>([])
  const [phoneShown, setPhoneShown] = useState(false)
  // Register Online waits for each open's check, so the hand-off never carries a section that has ended or closed since it was added.
  const [checked, setChecked] = useState(false)

  useEffect(() => {
    const follow = () => setItems(readCart())
    follow()
    return subscribeToCart(follow)
  }, [])

  useImperativeHandle(ref, () => ({
    open() {
      setAgreed(readAgreements())
      setGone([])
      setPhoneShown(false)
      setChecked(false)
      dialog.current?.showModal()
      checkedCart(readCart())
        .then((checked) => {
          if (checked.gone.length > 0 || JSON.stringify(checked.items) !== JSON.stringify(readCart())) writeCart(checked.items)
          setGone(checked.gone)
        })
        .catch(() => {
          // The registration site checks again; the cart stays as it is.
        })
        .finally(() => setChecked(true))
    },
  }))

  const close = () => dialog.current?.close()
  const afterClose = () => returnFocusTo.current?.focus()

  const remove = (position: number) => {
    const item = items[position]
    if (!item) return
    trackEvent(CART_EVENTS.removed, itemEventParams(item))
    writeCart(removeFromCart(items, position))
  }

  const register = () => {
    trackEvent(CART_EVENTS.register, registerEventParams(items))
    writeCart([])
    close()
  }

  const missing = items.map((item) => missingAgreement(item, agreed))
  const blocked = missing.some(Boolean)

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="cart-title" onClose={afterClose} data-cart-dialog>
      <div className={styles.head}>
        <h2 id="cart-title" className={styles.title}>
          Your Selections
        </h2>
        <button type="button" className={styles.close} onClick={close} aria-label="Close your selections">
          ×
        </button>
      </div>
      {gone.length > 0 && (
        <p className={styles.notice} role="status">
          No longer offered, so taken out of your selections: {gone.join(', ')}.
        </p>
      )}
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>You have not selected any courses yet.</p>
          <Link href={COURSES_PATH} onClick={close}>
            Browse the courses
          </Link>
        </div>
      ) : (
        <>
          <ol className={styles.items}>
            {items.map((item, position) => {
              const agreement = missing[position]
              return (
                <li key={item.registrationId} className={styles.item} data-cart-item={item.registrationId}>
                  <div className={styles.itemText}>
                    <p className={styles.itemTitle}>{item.title}</p>
                    <p className={styles.itemMeta}>
                      Section {item.registrationId} · tuition {formatDollars(item.cost)}
                      {item.fee > 0 && <> · fee {formatDollars(item.fee)}</>}
                    </p>
                    {item.waitlist && (
                      <p className={styles.itemMeta} data-waitlist>
                        {WAITLIST_NOTE}
                      </p>
                    )}
                    {agreement && (
                      <p className={styles.error}>
                        <Link href={AGREEMENT_LINKS[agreement].href} onClick={close}>
                          {AGREEMENT_LINKS[agreement].label}
                        </Link>
                      </p>
                    )}
                  </div>
                  <p className={styles.itemPrice}>{formatDollars(item.cost + item.fee)}</p>
                  <button type="button" className={styles.remove} onClick={() => remove(position)} aria-label={`Remove ${item.title}`}>
                    Remove
                  </button>
                </li>
              )
            })}
          </ol>
          <p className={styles.total}>
            <span>Total</span> <strong data-cart-total>{formatDollars(cartTotal(items))}</strong>
          </p>
          <div className={styles.actions}>
            {blocked ? (
              <p className={styles.blocked} role="alert">
                {SEE_ERRORS_ABOVE}
              </p>
            ) : !checked ? (
              <p className={styles.blocked} role="status">
                Checking your selections…
              </p>
            ) : (
              registration.url && (
                <a className={styles.register} href={registrationHref(registration.url, items)} target="_blank" rel="noopener noreferrer" onClick={register}>
                  Register Online
                </a>
              )
            )}
            <button type="button" className={styles.secondary} aria-expanded={phoneShown} onClick={() => setPhoneShown((shown) => !shown)}>
              Register by phone
            </button>
            <button type="button" className={styles.secondary} onClick={() => writeCart([])}>
              Clear all
            </button>
          </div>
          {phoneShown && (
            <p className={styles.phone}>
              Registration by phone <a href={`tel:${registration.phone.replace(/[^\d+]/g, '')}`}>{registration.phone}</a>
            </p>
          )}
        </>
      )}
    </dialog>
  )
}
