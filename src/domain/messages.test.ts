import { describe, expect, it } from 'vitest'

import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, nothingMatchesMessage, pageNotFoundMessage } from './messages'

// spec §2: 404 page headed 4-UH-OH-4 with its sentence
describe('error page texts', () => {
  it('are the texts of the spec', () => {
    expect(NOT_FOUND_HEADING).toBe('4-UH-OH-4')
    expect(NOT_FOUND_TEXT).toBe("We couldn't find what you're looking for. But maybe you'll enjoy this video?")
  })

  // spec §8: 404 "Page Not Found: {fullPath}"
  it('names the path in the 404 message', () => {
    expect(pageNotFoundMessage('/a/b?c=1')).toBe('Page Not Found: /a/b?c=1')
  })

  // spec §8: non-fatal "Page not found: {fullPath}" when nothing matches
  it('names the path when nothing matches it', () => {
    expect(nothingMatchesMessage('/no/such/page')).toBe('Page not found: /no/such/page')
  })
})
