'use client'

import { useSyncExternalStore } from 'react'

import { subscribeToCart } from '@/components/cart/cart-events'
import { cartCount } from '@/domain/cart-cookie'

// The cart cookie is rewritten on every change, so the header counts it: the least code on every page (docs/decisions/0009).
const countInBrowser = () => cartCount(document.cookie)
// Pages are cached for everybody, so the server always renders an empty cart.
const countOnServer = () => 0

/** The number of courses in the cart, following every change. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, countInBrowser, countOnServer)
}
