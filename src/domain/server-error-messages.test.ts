import { describe, expect, it } from 'vitest'

import { SERVER_ERROR_HEADING, SERVER_ERROR_TEXT } from './server-error-messages'

// spec §2: the 500 page's text
describe('the 500 page', () => {
  it('says what the spec says', () => {
    expect(`${SERVER_ERROR_HEADING} ${SERVER_ERROR_TEXT}`).toBe(
      'Whoops! Server error. The server has encountered an unexpected interruption. We are working to fix the issue. Please try again later.',
    )
  })
})
