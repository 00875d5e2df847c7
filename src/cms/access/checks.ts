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

/**
 * Everybody reads what is published; unpublished documents take the `draft` capability (spec §6:
 * reading drafts and previews), whoever else is signed in. `field` names the boolean that marks
 * a document public (published, active…).
 */
export const publishedOrDraftReader =
  (field: string): Access =>
  ({ req }) =>
    hasCapability(req.user, 'draft') ? true : { [field]: { equals: true } }

/**
 * For collections with drafts (`versions: { drafts: true }`): only published documents, unless
 * the reader holds `draft` (spec §3: draft variants; §6: draft, previews).
 */
export const publishedStatusOrDraftReader: Access = ({ req }) => (hasCapability(req.user, 'draft') ? true : { _status: { equals: 'published' } })

/**
 * A global with drafts: everybody reads its published version; its draft (`?draft=true`) takes
 * `draft` (spec §6), like a collection's.
 */
export const publishedGlobalOrDraftReader = ({ req }: { req: PayloadRequest }): boolean =>
  hasCapability(req.user, 'draft') || String(req.query?.draft) !== 'true'

/** Everybody reads; staff holding the capability write. */
export function capabilityAccess(capability: Capability) {
  return { read: () => true, create: can(capability), update: can(capability), delete: can(capability) }
}
