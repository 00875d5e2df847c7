/** What Your Selections does with the cart (spec §4, §5, §7, §9); apart from cart.ts so it loads only with the dialog (docs/decisions/0009). */
import { CART_COOKIE_MAX_AGE_SECONDS, type CartItem, cartItemOf } from './cart'
import { CART_MAX_ITEMS, isCartItem } from './cart-cookie'

/** spec §4: removes the item at `position` (from 0); a position outside the cart changes nothing. */
export function removeFromCart(items: readonly CartItem[], position: number): CartItem[] {
  return items.filter((_, index) => index !== position)
}

/** spec §4: the cart at start: the one kept in browser storage, or the cookie's when that one is empty. */
export function startingCart(stored: readonly CartItem[], fromCookie: readonly CartItem[]): CartItem[] {
  return stored.length > 0 ? [...stored] : [...fromCookie]
}

/** spec §9: the cart's total, the sum of cost plus fee of every item. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.cost + item.fee, 0)
}

/** spec §9: an amount with a $ prefix and cents: $1,250.00. */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** The stored cart with when it was saved: it lives as long as the cookie (spec §9: one hour). */
export type StoredCart = { items: CartItem[]; savedAt: number }

/** The items of a stored cart, or none when it is malformed or older than an hour. */
export function parseStoredCart(value: string | null, now: number): CartItem[] {
  if (!value) return []
  try {
    const stored = JSON.parse(value) as Partial<StoredCart>
    if (typeof stored.savedAt !== 'number' || now - stored.savedAt > CART_COOKIE_MAX_AGE_SECONDS * 1000 || !Array.isArray(stored.items)) return []
    return stored.items.filter(isCartItem).map(cartItemOf).slice(0, CART_MAX_ITEMS)
  } catch {
    return []
  }
}

/** spec §3 (browser storage): the keys of the cart and of the two agreement markers. */
export const CART_STORAGE_KEY = 'cart'
export const AGREEMENT_STORAGE_KEYS = { housing: 'housingAgreement', registration: 'registrationAgreement' } as const
export type Agreement = keyof typeof AGREEMENT_STORAGE_KEYS

/** spec §5 (cart): the link an item shows while its agreement is missing, and where it leads. */
export const AGREEMENT_LINKS: Record<Agreement, { label: string; href: string }> = {
  housing: { label: 'Click here to agree to the Housing Policies', href: '/form/housing-agreement' },
  registration: { label: 'Click here to agree to the Registration Policies', href: '/form/registration-agreement' },
}

/** The agreement a form page records when it is sent (spec §5: its marker in browser storage), if it is one. */
export function agreementOfForm(formPath: string): Agreement | null {
  const found = (Object.keys(AGREEMENT_LINKS) as Agreement[]).find((agreement) => AGREEMENT_LINKS[agreement].href === formPath)
  return found ?? null
}

/** spec §8: what stands in place of the Register button while an agreement is missing. */
export const SEE_ERRORS_ABOVE = 'See Errors Above'

/** spec §5 (cart): the agreement an item still needs: housing for a pre-college item with housing, registration for one without. */
export function missingAgreement(item: CartItem, agreed: Readonly<Record<Agreement, boolean>>): Agreement | null {
  if (!item.isPreCollege) return null
  const needed: Agreement = item.isPreCollegeHousing ? 'housing' : 'registration'
  return agreed[needed] ? null : needed
}

/** spec §7: the registration site's address with SectionIds={registrationId} for each item, joined by &. */
export function registrationHref(registrationUrl: string, items: readonly CartItem[]): string {
  const sections = items.map((item) => `SectionIds=${encodeURIComponent(item.registrationId)}`).join('&')
  if (!sections) return registrationUrl
  return `${registrationUrl}${registrationUrl.includes('?') ? (/[?&]$/.test(registrationUrl) ? '' : '&') : '?'}${sections}`
}

/** spec §7: the analytics events of the cart. */
export const CART_EVENTS = { removed: 'removed-from-cart', register: 'register-from-cart' } as const

/** The fields of an item, as an analytics event carries them (a flat map of text). */
export function itemEventParams(item: CartItem): Record<string, string> {
  return {
    registration_id: item.registrationId,
    title: item.title,
    cost: item.cost.toFixed(2),
    fee: item.fee.toFixed(2),
    sec_level: item.secLevel ?? '',
    sec_location: item.secLocation ?? '',
    is_pre_college: String(Boolean(item.isPreCollege)),
    is_pre_college_housing: String(Boolean(item.isPreCollegeHousing)),
  }
}

/** The fields of every item sent to registration, and their total. */
export function registerEventParams(items: readonly CartItem[]): Record<string, string> {
  return {
    section_ids: items.map((item) => item.registrationId).join(','),
    titles: items.map((item) => item.title).join(' | '),
    value: cartTotal(items).toFixed(2),
    items: String(items.length),
  }
}
