import { revalidatePath } from 'next/cache'
import type { PayloadRequest } from 'payload'

/** Any content change makes every cached page stale: coarse, cheap at a few publishes an hour, never stale (docs/decisions/0003-caching.md). */
export function revalidateSite(req: PayloadRequest): void {
  if (req.context?.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch (error) {
    // Outside a Next.js server (seed script, integration tests) nothing is cached.
    if (!(error instanceof Error) || !/static generation store|workStore|outside a request/i.test(error.message)) throw error
  }
}
