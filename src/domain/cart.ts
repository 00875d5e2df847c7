/**
 * The course cart as the browser keeps it (spec §3: cart item; browser storage: the cart, also
 * kept in a cookie). The cart area builds the modal and its rules on top of this format; the
 * header only counts.
 */
export type CartItem = {
  title: string
  cost: number
  fee: number
  registrationId: string
  /** CE for continuing education sections. */
  secLevel?: string | null
  /** PC pre-college, SRP summer residency. */
  secLocation?: string | null
  isPreCollege?: boolean
  isPreCollegeHousing?: boolean
}

export const CART_COOKIE = 'cart'
/** Sent on window whenever the cart changes, so the header's count follows. */
export const CART_CHANGE_EVENT = 'cart-change'

function isCartItem(value: unknown): value is CartItem {
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

/** The items of a cart cookie's value; anything malformed counts as an empty cart, never an error. */
export function parseCartCookie(value: string | null | undefined): CartItem[] {
  if (!value) return []
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value))
    return Array.isArray(parsed) ? parsed.filter(isCartItem) : []
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
