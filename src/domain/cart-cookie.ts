import type { CartItem } from './cart'

/**
 * What every page's header needs of the cart: its cookie, counted. A module of its own because the browser's bundler keeps a
 * module whole, with every export any page's script uses: the rest of the cart's rules (cart.ts) come with the cart's own code,
 * not with every page's (docs/decisions/0186).
 */

export const CART_COOKIE = 'cart'
/** Sent on window whenever the cart changes, so the header's count follows. */
export const CART_CHANGE_EVENT = 'cart-change'
/** The most sections a cart holds: a term's load and then some; a cookie naming more is trimmed, to stay within a browser's 4 KB. */
export const CART_MAX_ITEMS = 12

export function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    typeof item.title === 'string' &&
    typeof item.registrationId === 'string' &&
    item.registrationId.length > 0 &&
    typeof item.cost === 'number' &&
    Number.isFinite(item.cost) &&
    typeof item.fee === 'number' &&
    Number.isFinite(item.fee)
  )
}

/** The well-formed items of a cart cookie's value, as written there; anything malformed counts as an empty cart, never an error. */
export function cartCookieItems(value: string | null | undefined): CartItem[] {
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value))
    return Array.isArray(parsed) ? parsed.filter(isCartItem).slice(0, CART_MAX_ITEMS) : []
  } catch {
    return []
  }
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/** How many courses the cart in `document.cookie` holds: what the header shows. */
export const cartCount = (cookieHeader: string) => cartCookieItems(readCookie(cookieHeader, CART_COOKIE)).length
