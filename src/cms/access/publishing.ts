import type { CollectionBeforeOperationHook } from 'payload'

import { type Capability, hasCapability } from '@/domain/capabilities'

/**
 * spec §6: creating a published document, changing a published one in place and unpublishing are
 * all publishing, whatever the request sends. A staff member without `capability` saves a draft
 * instead, for someone who holds it to publish; the live document stays as it was. Scripts and jobs
 * (no user) write what they mean.
 */
export function publishingNeeds(capability: Capability): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || !req.user || hasCapability(req.user, capability)) return args
    return { ...args, draft: true, data: { ...(args.data ?? {}), _status: 'draft' } }
  }
}
