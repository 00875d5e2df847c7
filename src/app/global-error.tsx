'use client'

import '@/styles/globals.css'
import { ServerErrorPage } from '@/components/errors/server-error-page'

/** Errors in the site's frame itself: the 500 page with its own document. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body className="light-mode">
        <main>
          <ServerErrorPage onRetry={reset} />
        </main>
      </body>
    </html>
  )
}
