'use client'

import { ServerErrorPage } from '@/components/errors/server-error-page'

/** Errors while rendering a page show the 500 page inside the site's frame. */
export default function PageError({ reset }: { error: Error; reset: () => void }) {
  return <ServerErrorPage onRetry={reset} />
}
