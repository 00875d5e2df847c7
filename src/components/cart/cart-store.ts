import { type CartItem, cartCookie, parseCartCookie } from '@/domain/cart'
import { CART_CHANGE_EVENT, CART_COOKIE, readCookie } from '@/domain/cart-cookie'
import { AGREEMENT_STORAGE_KEYS, type Agreement, CART_STORAGE_KEY, type StoredCart, parseStoredCart, startingCart } from '@/domain/cart-checkout'

/** Browser storage that may be missing or refuse writes (private windows, a full quota). */
function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** spec §4: the cart: the one in browser storage, or the cookie's when that one is empty. */
export function readCart(): CartItem[] {
  return startingCart(parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null, Date.now()), parseCartCookie(readCookie(document.cookie, CART_COOKIE)))
}

/** Keeps the cart in browser storage and in the cookie (spec §3, §9), and tells the page it changed. */
export function writeCart(items: readonly CartItem[]): void {
  const stored: StoredCart = { items: [...items], savedAt: Date.now() }
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // The cookie still holds the cart.
  }
  document.cookie = cartCookie(items)
  window.dispatchEvent(new Event(CART_CHANGE_EVENT))
}

/** spec §3, §4: the two agreement markers, read afresh from browser storage. */
export function readAgreements(): Record<Agreement, boolean> {
  const store = storage()
  return {
    housing: Boolean(store?.getItem(AGREEMENT_STORAGE_KEYS.housing)),
    registration: Boolean(store?.getItem(AGREEMENT_STORAGE_KEYS.registration)),
  }
}
