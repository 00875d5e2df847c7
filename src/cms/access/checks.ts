import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { type Capability, hasCapability } from '@/domain/capabilities'

/** Staff who hold the capability. */
export const can =
  (capability: Capability): Access =>
  ({ req }) =>
    hasCapability(req.user, capability)

/** Staff who hold any of the capabilities. */
export const canEither =
  (...capabilities: Capability[]): Access =>
  ({ req }) =>
    capabilities.some((capability) => hasCapability(req.user, capability))

export const canField =
  (capability: Capability): FieldAccess =>
  ({ req }) =>
    hasCapability(req.user, capability)

/** Everybody reads what is published (`field` marks it); unpublished documents take `draft` (spec §6: reading drafts and previews). */
export const publishedOrDraftReader =
  (field: string): Access =>
  ({ req }) =>
    hasCapability(req.user, 'draft') ? true : { [field]: { equals: true } }

/** For collections with drafts: published documents only, unless the reader holds `draft` (spec §3: draft variants; §6: draft, previews). */
export const publishedStatusOrDraftReader: Access = ({ req }) => (hasCapability(req.user, 'draft') ? true : { _status: { equals: 'published' } })

/** A global with drafts: everybody reads the published version; the draft (`?draft=true`) takes `draft` (spec §6). */
export const publishedGlobalOrDraftReader = ({ req }: { req: PayloadRequest }): boolean =>
  hasCapability(req.user, 'draft') || String(req.query?.draft) !== 'true'

/** Everybody reads; staff holding the capability write. */
export function capabilityAccess(capability: Capability) {
  return { read: () => true, create: can(capability), update: can(capability), delete: can(capability) }
}
