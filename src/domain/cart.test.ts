import { describe, expect, it } from 'vitest'

import { CART_COOKIE_MAX_AGE_SECONDS, type CartItem, addToCart, cartCookie, cartItemOf, parseCartCookie, WAITLIST_NOTE } from './cart'
import { CART_COOKIE, CART_MAX_ITEMS, cartCount, readCookie } from './cart-cookie'

const item: CartItem = { title: 'Figure Drawing', cost: 450, fee: 35, registrationId: 'CE-2031', secLevel: 'CE' }

describe('cart cookie', () => {
  it('is named cart and holds the items as JSON', () => {
    expect(CART_COOKIE).toBe('cart')
    const other: CartItem = {
      title: 'Pre-College: Animation',
      cost: 2800,
      fee: 0,
      registrationId: 'PC-77',
      secLocation: 'PC',
      isPreCollege: true,
      isPreCollegeHousing: true,
    }
    expect(parseCartCookie(encodeURIComponent(JSON.stringify([item, other])))).toEqual([cartItemOf(item), cartItemOf(other)])
  })

  it.each([
    null,
    '',
    'not json',
    '%E0%A4%A',
    '{"title":"x"}',
    '[1,2]',
    '[{"title":"x","registrationId":"","cost":1,"fee":0}]',
    '[{"title":"x","registrationId":"a","cost":"free","fee":0}]',
  ])('reads %j as an empty cart', (value) => {
    expect(parseCartCookie(value)).toEqual([])
  })

  it('keeps the well-formed items of a partly damaged cart', () => {
    expect(parseCartCookie(encodeURIComponent(JSON.stringify([item, { title: 'broken' }])))).toEqual([cartItemOf(item)])
  })

  it('trims an oversized cart to its first sections, and keeps only the cart fields', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...item, registrationId: `CE-${i}`, script: '<b>x</b>' }))
    const read = parseCartCookie(encodeURIComponent(JSON.stringify(many)))
    expect(read).toHaveLength(CART_MAX_ITEMS)
    expect(read[0]).toEqual(cartItemOf({ ...item, registrationId: 'CE-0' }))
  })

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('selectedTheme=dark; cart=%5B%5D; other=a=b', 'cart')).toBe('%5B%5D')
    expect(readCookie('selectedTheme=dark; other=a=b', 'other')).toBe('a=b')
    expect(readCookie('selectedTheme=dark', 'cart')).toBeNull()
  })

  it("counts for the header what the cart reads: the well-formed items, at most the cart's limit", () => {
    const cookie = (items: unknown[]) => `selectedTheme=dark; cart=${encodeURIComponent(JSON.stringify(items))}`
    expect(cartCount(cookie([item, { title: 'broken' }]))).toBe(1)
    expect(cartCount(cookie(Array.from({ length: 40 }, (_, i) => ({ ...item, registrationId: `CE-${i}` }))))).toBe(CART_MAX_ITEMS)
    expect(cartCount('cart=not-json')).toBe(0)
    expect(cartCount('selectedTheme=dark')).toBe(0)
  })
})

describe('adding to the cart', () => {
  // spec §4: add item (ignored if registrationId already present)
  it('adds a section once', () => {
    const once = addToCart([], item)
    expect(once).toEqual([item])
    expect(addToCart(once, { ...item, title: 'Figure Drawing again' })).toEqual([item])
  })

  it('keeps only the cart fields of a section', () => {
    const section = { ...item, id: 7, description: 'long', status: 'open' } as CartItem
    expect(cartItemOf(section)).toEqual({ ...item, secLocation: null, isPreCollege: false, isPreCollegeHousing: false })
  })

  it('marks a waitlisted section, from its status or from the kept cart, and only then', () => {
    expect(cartItemOf({ ...item, status: 'waitlist' } as CartItem).waitlist).toBe(true)
    expect(cartItemOf({ ...item, status: 'open', waitlist: true } as CartItem)).not.toHaveProperty('waitlist')
    expect(parseCartCookie(encodeURIComponent(JSON.stringify([{ ...item, waitlist: true }])))[0]?.waitlist).toBe(true)
    expect(WAITLIST_NOTE).toMatch(/^Waitlist: /)
  })

  it('holds at most CART_MAX_ITEMS sections', () => {
    const full = Array.from({ length: CART_MAX_ITEMS }, (_, i) => cartItemOf({ ...item, registrationId: `CE-${i}` }))
    expect(addToCart(full, cartItemOf({ ...item, registrationId: 'CE-2032' }))).toHaveLength(CART_MAX_ITEMS)
  })

  // spec §9: cart cookie lifetime 1 hour
  it('keeps the cart in a cookie for an hour', () => {
    expect(CART_COOKIE_MAX_AGE_SECONDS).toBe(3600)
    const cookie = cartCookie([item])
    expect(cookie).toMatch(/^cart=.+; Max-Age=3600; Path=\/; SameSite=Lax$/)
    expect(parseCartCookie(cookie.split(';')[0]!.slice('cart='.length))).toEqual([cartItemOf(item)])
  })
})
