import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

/**
 * Pages are rendered once and cached. Any content change makes every cached page stale, so the
 * next request renders it again: a college publishes a few times an hour, so coarse revalidation
 * stays cheap and can never leave a stale page behind (docs/decisions/0003-caching.md).
 */
export function revalidateSite(req: PayloadRequest): void {
  if (req.context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    // Outside a Next.js server (seed script, integration tests) nothing is cached.
    if (!(error instanceof Error) || !/static generation store|workStore|outside a request/i.test(error.message)) throw error
  }
}
