import { contentPath } from '@/domain/content-paths'
import { type Redirect, redirectStatus } from '@/domain/redirects'

import { cms } from './cms'

/** The approved redirects with where each leads now: its page's current address or the typed one; an unpublished page's is left out. */
export async function listActiveRedirects(): Promise<Redirect[]> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'redirects',
    overrideAccess: false,
    depth: 1,
    pagination: false,
    sort: 'from',
    where: { approved: { equals: true } },
  })
  return docs.flatMap((doc) => {
    let to: string | null = null
    if (doc.to?.type === 'custom') to = doc.to.url ?? null
    else if (doc.to?.reference && typeof doc.to.reference.value === 'object') {
      const target = doc.to.reference.value as { slug?: string; path?: string | null; _status?: string | null }
      to = target._status === 'published' ? contentPath({ collection: doc.to.reference.relationTo, slug: target.slug, path: target.path }) : null
    }
    return to ? [{ from: doc.from, to, status: redirectStatus(doc.type) }] : []
  })
}
