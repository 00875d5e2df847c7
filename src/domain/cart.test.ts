import { describe, expect, it } from 'vitest'

import { CART_COOKIE, type CartItem, parseCartCookie, readCookie } from './cart'

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
    expect(parseCartCookie(encodeURIComponent(JSON.stringify([item, other])))).toEqual([item, other])
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
    expect(parseCartCookie(encodeURIComponent(JSON.stringify([item, { title: 'broken' }])))).toEqual([item])
  })

  it('reads one cookie out of document.cookie', () => {
    expect(readCookie('selectedTheme=dark; cart=%5B%5D; other=a=b', 'cart')).toBe('%5B%5D')
    expect(readCookie('selectedTheme=dark; other=a=b', 'other')).toBe('a=b')
    expect(readCookie('selectedTheme=dark', 'cart')).toBeNull()
  })
})
