import { CART_COOKIE, CART_MAX_ITEMS, cartCookieItems } from './cart-cookie'

/** The course cart as the browser keeps it (spec §3: cart item; in storage and a cookie); the header only counts it (docs/decisions/0055). */
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
  /** Beyond spec §3: the section is full and adding it joins its waitlist; the registration site keeps the waitlist. Present only when true. */
  waitlist?: true
}

/** What the cart and the course pages say of a waitlisted section, before it is added and in the cart (decision 0101). */
export const WAITLIST_NOTE = 'Waitlist: this section is full. Registering puts you on its waitlist.'

/** spec §9: cart cookie lifetime 1 hour. */
export const CART_COOKIE_MAX_AGE_SECONDS = 3600

/** The items of a cart cookie's value, with the cart's fields only; anything malformed counts as an empty cart, never an error. */
export const parseCartCookie = (value: string | null | undefined): CartItem[] => cartCookieItems(value).map(cartItemOf)

/** A course section's cart item (spec §3): the fields the cart and the registration hand-off need; a section with a `status` says itself whether it is waitlisted. */
export function cartItemOf(section: CartItem & { status?: string }): CartItem {
  const waitlisted = section.status === undefined ? section.waitlist === true : section.status === 'waitlist'
  return {
    title: section.title,
    cost: section.cost,
    fee: section.fee,
    registrationId: section.registrationId,
    secLevel: section.secLevel ?? null,
    secLocation: section.secLocation ?? null,
    isPreCollege: Boolean(section.isPreCollege),
    isPreCollegeHousing: Boolean(section.isPreCollegeHousing),
    ...(waitlisted ? { waitlist: true as const } : {}),
  }
}

/** spec §4: adds an item to the cart; ignored when its registrationId is already there, or when the cart is full. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  const present = items.some((existing) => existing.registrationId === item.registrationId)
  return present || items.length >= CART_MAX_ITEMS ? [...items] : [...items, item]
}

/** The cart cookie as `document.cookie` takes it: the items, for an hour (spec §9), on every page. */
export function cartCookie(items: readonly CartItem[]): string {
  return `${CART_COOKIE}=${encodeURIComponent(JSON.stringify(items))}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}
