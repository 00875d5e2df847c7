'use client'

import { useSyncExternalStore } from 'react'

import { CART_CHANGE_EVENT, CART_COOKIE, parseCartCookie, readCookie } from '@/domain/cart'

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGE_EVENT, onChange)
  // Another tab may change the cart; its cookie is shared, so look again when this tab comes back.
  window.addEventListener('focus', onChange)
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
    window.removeEventListener('focus', onChange)
  }
}

const countInCookie = () => parseCartCookie(readCookie(document.cookie, CART_COOKIE)).length
// Pages are cached for everybody, so the server always renders an empty cart.
const countOnServer = () => 0

/** The number of courses in the cart cookie, following every change. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, countInCookie, countOnServer)
}
