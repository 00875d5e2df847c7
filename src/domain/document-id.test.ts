import { describe, expect, it } from 'vitest'

import { MAX_DOCUMENT_ID, parseDocumentId } from './document-id'

describe('parseDocumentId', () => {
  it('reads whole numbers from 1 to the largest integer id', () => {
    expect(parseDocumentId('1')).toBe(1)
    expect(parseDocumentId('42')).toBe(42)
    expect(parseDocumentId(String(MAX_DOCUMENT_ID))).toBe(MAX_DOCUMENT_ID)
  })

  it('refuses zero, leading zeros, signs, fractions, words and ids past the integer range', () => {
    for (const value of ['0', '007', '-1', '+1', '1.5', '1e3', ' 1', 'abc', '', String(MAX_DOCUMENT_ID + 1), '99999999999']) {
      expect(parseDocumentId(value), value).toBeNull()
    }
    expect(parseDocumentId(12)).toBeNull()
    expect(parseDocumentId(undefined)).toBeNull()
  })
})
