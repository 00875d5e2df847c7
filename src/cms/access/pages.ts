import type { Access, CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { hasCapability } from '@/domain/capabilities'
import { contentVersion } from '@/services/content-version'
import { KeptValues } from '@/services/kept-values'

const PUBLISHED = { _status: { equals: 'published' } }

type HiddenPagesContext = { pagesUnderUnpublished?: Promise<(number | string)[]> }

/** A page's change may hide or show others: the next read in the same request asks again. */
export const forgetPagesUnderUnpublished: CollectionAfterChangeHook = ({ doc, req }) => {
  delete (req.context as HiddenPagesContext | undefined)?.pagesUnderUnpublished
  return doc
}

/** The pages under an unpublished page: one query for the unpublished pages and, when there are any, one for the pages under them. */
async function readPagesUnderUnpublished(payload: PayloadRequest['payload'], req?: PayloadRequest): Promise<(number | string)[]> {
  const common = { collection: 'pages' as const, depth: 0, pagination: false, overrideAccess: true, select: {}, ...(req ? { req } : {}) }
  const unpublished = await payload.find({ ...common, where: { _status: { not_equals: 'published' } } })
  if (unpublished.docs.length === 0) return []
  const under = await payload.find({ ...common, where: { 'breadcrumbs.doc': { in: unpublished.docs.map((page) => page.id) } } })
  return under.docs.map((page) => page.id)
}

/**
 * Visitors' reads share one list until content changes (every page change revalidates the site, decision 0003): a page's render
 * makes a dozen local API reads of pages and each populated page is checked too, so a list per request was two queries each (decision 0161).
 */
const keptForVisitors = new KeptValues<(number | string)[]>({ entries: 1, weight: 0 })

/** The pages hidden from visitors because a page above them is unpublished (decision 0060); asked once per request, a visitor's once per content change. */
async function pagesUnderUnpublished(req: PayloadRequest): Promise<(number | string)[]> {
  const context = (req.context ?? {}) as HiddenPagesContext
  // A signed-in request or one in a transaction may have changed a page itself: it reads in its own transaction, as before.
  context.pagesUnderUnpublished ??=
    req.user || req.transactionID
      ? readPagesUnderUnpublished(req.payload, req)
      : keptForVisitors.get(contentVersion(), '', () => readPagesUnderUnpublished(req.payload))
  return context.pagesUnderUnpublished
}

/** Visitors read published pages under published parents; holders of `draft` read every page (spec §6). */
export const publishedPageReader: Access = async ({ req }) => {
  if (hasCapability(req.user, 'draft')) return true
  const hidden = await pagesUnderUnpublished(req)
  return hidden.length === 0 ? PUBLISHED : { and: [PUBLISHED, { id: { not_in: hidden } }] }
}
