'use client'

import { useState } from 'react'

import { apiFetch } from '@/api/browser-client'
import { readCart, writeCart } from '@/components/cart/cart-store'
import { type CartItem, WAITLIST_NOTE, addToCart, cartItemOf } from '@/domain/cart'
import { CART_MAX_ITEMS } from '@/domain/cart-cookie'
import { COURSE_LIMITS } from '@/domain/courses'
import { canRegister } from '@/domain/section-state'

import styles from './add-to-cart.module.css'

type State = 'idle' | 'checking' | 'added' | 'already' | 'full' | 'gone' | 'failed'

const MESSAGES: Record<State, string> = {
  idle: '',
  checking: 'Checking the section…',
  added: 'Added to your selections.',
  already: 'Already in your selections.',
  full: `Your selections hold ${CART_MAX_ITEMS} sections, the most at once: register for them, or remove one first.`,
  gone: 'This section is no longer offered, or it is full. Choose another section.',
  failed: 'We could not reach the registration system. Please try again.',
}

/** spec §4, §7: adds a section to the cart after asking the course list for it by registrationId, so price and place are current. */
export function AddToCart({ item }: { item: CartItem }) {
  const [state, setState] = useState<State>('idle')

  async function add() {
    setState('checking')
    try {
      const answer = await apiFetch<{ items: (CartItem & { status: string })[] }>('/courses/', {
        query: { 'filters[registrationId]': item.registrationId, limit: COURSE_LIMITS.cartLookup },
      })
      const current = answer.items[0]
      if (!current || !canRegister(current.status)) return setState('gone')
      const cart = readCart()
      if (cart.some((entry) => entry.registrationId === item.registrationId)) return setState('already')
      if (cart.length >= CART_MAX_ITEMS) return setState('full')
      writeCart(addToCart(cart, cartItemOf(current)))
      setState('added')
    } catch {
      setState('failed')
    }
  }

  const describedBy = `cart-status-${item.registrationId}`
  return (
    <div className={styles.add}>
      {item.waitlist && (
        <p id={`waitlist-${item.registrationId}`} className={styles.waitlist} data-waitlist>
          {WAITLIST_NOTE}
        </p>
      )}
      <button
        type="button"
        className={styles.button}
        onClick={add}
        disabled={state === 'checking'}
        aria-label={`Add to cart: ${item.title}`}
        aria-describedby={item.waitlist ? `waitlist-${item.registrationId} ${describedBy}` : describedBy}
      >
        Add to cart
      </button>
      <p id={describedBy} className={styles.status} role="status">
        {MESSAGES[state]}
      </p>
    </div>
  )
}
