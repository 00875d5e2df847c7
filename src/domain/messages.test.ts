import { describe, expect, it } from 'vitest'

import { NOT_FOUND_HEADING, NOT_FOUND_TEXT, SERVER_ERROR_HEADING, SERVER_ERROR_TEXT, nothingMatchesMessage, pageNotFoundMessage } from './messages'

// spec §2: 404 page headed 4-UH-OH-4 with its sentence; 500 page text
describe('error page texts', () => {
  it('are the texts of the spec', () => {
    expect(NOT_FOUND_HEADING).toBe('4-UH-OH-4')
    expect(NOT_FOUND_TEXT).toBe("We couldn't find what you're looking for. But maybe you'll enjoy this video?")
    expect(`${SERVER_ERROR_HEADING} ${SERVER_ERROR_TEXT}`).toBe(
      'Whoops! Server error. The server has encountered an unexpected interruption. We are working to fix the issue. Please try again later.',
    )
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
