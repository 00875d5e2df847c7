import type { Access, CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { hasCapability } from '@/domain/capabilities'

const PUBLISHED = { _status: { equals: 'published' } }

type HiddenPagesContext = { pagesUnderUnpublished?: Promise<(number | string)[]> }

/** A page's change may hide or show others: the next read in the same request asks again. */
export const forgetPagesUnderUnpublished: CollectionAfterChangeHook = ({ doc, req }) => {
  delete (req.context as HiddenPagesContext | undefined)?.pagesUnderUnpublished
  return doc
}

/** The pages hidden from visitors because a page above them is unpublished (decision 0060); asked once per request. */
async function pagesUnderUnpublished(req: PayloadRequest): Promise<(number | string)[]> {
  const context = (req.context ?? {}) as HiddenPagesContext
  context.pagesUnderUnpublished ??= (async () => {
    const common = { collection: 'pages' as const, depth: 0, pagination: false, overrideAccess: true, select: {}, req }
    const unpublished = await req.payload.find({ ...common, where: { _status: { not_equals: 'published' } } })
    if (unpublished.docs.length === 0) return []
    const under = await req.payload.find({ ...common, where: { 'breadcrumbs.doc': { in: unpublished.docs.map((page) => page.id) } } })
    return under.docs.map((page) => page.id)
  })()
  return context.pagesUnderUnpublished
}

/** Visitors read published pages under published parents; holders of `draft` read every page (spec §6). */
export const publishedPageReader: Access = async ({ req }) => {
  if (hasCapability(req.user, 'draft')) return true
  const hidden = await pagesUnderUnpublished(req)
  return hidden.length === 0 ? PUBLISHED : { and: [PUBLISHED, { id: { not_in: hidden } }] }
}
