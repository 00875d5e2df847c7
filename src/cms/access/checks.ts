import type { Access, FieldAccess, PayloadRequest } from 'payload'

import { type Capability, hasCapability } from './capabilities'

/** Any logged-in staff member: reading drafts and previews, entering the admin. */
export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

/** Staff who hold the capability. */
export const can =
  (capability: Capability): Access =>
  ({ req }) =>
    hasCapability(req.user, capability)

export const canField =
  (capability: Capability): FieldAccess =>
  ({ req }) =>
    hasCapability(req.user, capability)

/**
 * Public reads see only what is published; staff see everything. `field` names the boolean
 * that marks a document public (published, active…).
 */
export const publishedOrStaff =
  (field: string): Access =>
  ({ req }) =>
    req.user ? true : { [field]: { equals: true } }

/**
 * For collections with drafts (`versions: { drafts: true }`): visitors read only published
 * documents, staff read drafts too (spec §3: draft variants; previews).
 */
export const publishedStatusOrStaff: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })

/**
 * Staff holding `edit` change documents and save drafts; publishing (saving with `_status:
 * 'published'`) takes `publish` too (spec §6: event, event publish).
 */
export const canEditAndPublish =
  (edit: Capability, publish: Capability): Access =>
  ({ req, data }) => {
    if (!hasCapability(req.user, edit)) return false
    return (data as { _status?: string } | undefined)?._status === 'published' ? hasCapability(req.user, publish) : true
  }

/** Everybody reads; staff holding the capability write. */
export function capabilityAccess(capability: Capability) {
  return { read: () => true, create: can(capability), update: can(capability), delete: can(capability) }
}
