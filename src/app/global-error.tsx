'use client'

import '@/styles/globals.css'
import { SERVER_ERROR_HEADING, SERVER_ERROR_TEXT } from '@/domain/server-error-messages'

/**
 * Errors in the site's frame itself: the 500 page (spec §2) with its own document. A few elements of its own, not the page
 * boundary's `ServerErrorPage`: every page loads both boundaries' scripts, and a module the two shared came twice
 * (docs/decisions/0186). Trying again loads the page again: the frame is drawn afresh.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="light-mode">
        <main className="container">
          <h1>{SERVER_ERROR_HEADING}</h1>
          <p>{SERVER_ERROR_TEXT}</p>
          <p>
            <a href="">Try again</a> · <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  )
}
