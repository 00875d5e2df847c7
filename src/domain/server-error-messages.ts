/**
 * The 500 page's texts (spec §2), apart from the 404 page's (messages.ts): the error boundaries' scripts, which every page loads
 * twice over (the page's and the global one), each carried both pages' texts (docs/decisions/0184).
 */
export const SERVER_ERROR_HEADING = 'Whoops! Server error.'
export const SERVER_ERROR_TEXT = 'The server has encountered an unexpected interruption. We are working to fix the issue. Please try again later.'
