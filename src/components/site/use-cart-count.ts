'use client'

import { useSyncExternalStore } from 'react'

import { readCart, subscribeToCart } from '@/components/cart/cart-store'

const countInBrowser = () => readCart().length
// Pages are cached for everybody, so the server always renders an empty cart.
const countOnServer = () => 0

/** The number of courses in the cart, following every change. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeToCart, countInBrowser, countOnServer)
}
