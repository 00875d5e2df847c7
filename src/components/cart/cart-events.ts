import { CART_CHANGE_EVENT } from '@/domain/cart-cookie'

// A module of its own: the header imports it on every page, and nothing else of the cart (docs/decisions/0009).

/** Calls `onChange` whenever the cart may have changed: in this tab, or in another one (storage events, focus). */
export function subscribeToCart(onChange: () => void): () => void {
  window.addEventListener(CART_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  window.addEventListener('focus', onChange)
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
    window.removeEventListener('focus', onChange)
  }
}
