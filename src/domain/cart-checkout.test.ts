import { describe, expect, it } from 'vitest'

import { type CartItem, cartItemOf } from './cart'
import {
  AGREEMENT_LINKS,
  AGREEMENT_STORAGE_KEYS,
  CART_EVENTS,
  SEE_ERRORS_ABOVE,
  agreementOfForm,
  cartTotal,
  formatDollars,
  itemEventParams,
  missingAgreement,
  parseStoredCart,
  registerEventParams,
  registrationHref,
  removeFromCart,
  startingCart,
} from './cart-checkout'

const item: CartItem = { title: 'Figure Drawing', cost: 450, fee: 35, registrationId: 'CE-2031', secLevel: 'CE' }

const precollege = (housing: boolean): CartItem =>
  cartItemOf({
    title: housing ? 'Pre-College with housing' : 'Pre-College',
    cost: 2800,
    fee: 100,
    registrationId: housing ? 'PC-H' : 'PC-1',
    isPreCollege: true,
    isPreCollegeHousing: housing,
  })

describe('the cart rules of spec §4', () => {
  const a = cartItemOf(item)
  const b = cartItemOf({ ...item, registrationId: 'CE-2032', title: 'Painting', cost: 395.5, fee: 0 })

  it('removes by position, and a position outside the cart changes nothing', () => {
    expect(removeFromCart([a, b], 0)).toEqual([b])
    expect(removeFromCart([a, b], 1)).toEqual([a])
    expect(removeFromCart([a, b], 2)).toEqual([a, b])
    expect(removeFromCart([a, b], -1)).toEqual([a, b])
  })

  it('starts from browser storage, and from the cookie when storage holds nothing', () => {
    expect(startingCart([a], [b])).toEqual([a])
    expect(startingCart([], [b])).toEqual([b])
    expect(startingCart([], [])).toEqual([])
  })

  it('keeps the stored cart for an hour after its last change (spec §9), and reads anything malformed as empty', () => {
    const savedAt = Date.UTC(2026, 10, 24, 12)
    const stored = JSON.stringify({ items: [a, { broken: true }], savedAt })
    expect(parseStoredCart(stored, savedAt + 59 * 60 * 1000)).toEqual([a])
    expect(parseStoredCart(stored, savedAt + 61 * 60 * 1000)).toEqual([])
    for (const bad of [null, '', 'nope', '[]', '{"items":[]}', JSON.stringify({ items: 'x', savedAt })]) expect(parseStoredCart(bad, savedAt)).toEqual([])
  })

  // spec §9: cart total is the sum of cost plus fee of each item, shown with $ prefix
  it('totals cost plus fee of every item, shown with a $ and cents', () => {
    expect(cartTotal([])).toBe(0)
    expect(cartTotal([a, b])).toBe(450 + 35 + 395.5)
    expect(formatDollars(cartTotal([a, b]))).toBe('$880.50')
    expect(formatDollars(0)).toBe('$0.00')
    expect(formatDollars(12345)).toBe('$12,345.00')
  })
})

describe('the agreements of spec §5', () => {
  const none = { housing: false, registration: false }

  it('asks a pre-college item with housing for the housing agreement, one without for the registration agreement', () => {
    expect(missingAgreement(precollege(true), none)).toBe('housing')
    expect(missingAgreement(precollege(false), none)).toBe('registration')
    expect(missingAgreement(precollege(true), { housing: true, registration: false })).toBeNull()
    expect(missingAgreement(precollege(false), { housing: false, registration: true })).toBeNull()
    expect(missingAgreement(precollege(true), { housing: false, registration: true })).toBe('housing')
  })

  it('asks nothing of other items', () => {
    expect(missingAgreement(cartItemOf(item), none)).toBeNull()
  })

  it('knows which form page records which agreement', () => {
    expect(agreementOfForm('/form/housing-agreement')).toBe('housing')
    expect(agreementOfForm('/form/registration-agreement')).toBe('registration')
    expect(agreementOfForm('/form/sva-feedback')).toBeNull()
  })

  it('names the markers, the links and the message as the spec writes them', () => {
    expect(AGREEMENT_STORAGE_KEYS).toEqual({ housing: 'housingAgreement', registration: 'registrationAgreement' })
    expect(AGREEMENT_LINKS.housing).toEqual({ label: 'Click here to agree to the Housing Policies', href: '/form/housing-agreement' })
    expect(AGREEMENT_LINKS.registration).toEqual({ label: 'Click here to agree to the Registration Policies', href: '/form/registration-agreement' })
    expect(SEE_ERRORS_ABOVE).toBe('See Errors Above') // spec §8
  })
})

describe('the hand-off of spec §7', () => {
  const items = [cartItemOf(item), precollege(false)]

  it('sends SectionIds={registrationId} for each item, joined by &', () => {
    expect(registrationHref('https://register.example.edu/cart', items)).toBe('https://register.example.edu/cart?SectionIds=CE-2031&SectionIds=PC-1')
    expect(registrationHref('https://register.example.edu/cart?term=fall', items)).toBe(
      'https://register.example.edu/cart?term=fall&SectionIds=CE-2031&SectionIds=PC-1',
    )
    expect(registrationHref('https://register.example.edu/cart?', items.slice(0, 1))).toBe('https://register.example.edu/cart?SectionIds=CE-2031')
    expect(registrationHref('https://register.example.edu/cart', [cartItemOf({ ...item, registrationId: 'A&B=C' })])).toBe(
      'https://register.example.edu/cart?SectionIds=A%26B%3DC',
    )
  })

  it('names the analytics events and gives them the items’ fields', () => {
    expect(CART_EVENTS).toEqual({ removed: 'removed-from-cart', register: 'register-from-cart' })
    expect(itemEventParams(items[1]!)).toEqual({
      registration_id: 'PC-1',
      title: 'Pre-College',
      cost: '2800.00',
      fee: '100.00',
      sec_level: '',
      sec_location: '',
      is_pre_college: 'true',
      is_pre_college_housing: 'false',
    })
    expect(registerEventParams(items)).toEqual({ section_ids: 'CE-2031,PC-1', titles: 'Figure Drawing | Pre-College', value: '3385.00', items: '2' })
  })
})
