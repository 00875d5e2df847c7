import type { CollectionBeforeOperationHook } from 'payload'

import { type Capability, hasCapability } from '@/domain/capabilities'

/** spec §6: any write touching what is published is publishing; without `capability` it is saved as a draft (docs/decisions/0058). No user: scripts. */
export function publishingNeeds(capability: Capability): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || !req.user || hasCapability(req.user, capability)) return args
    return { ...args, draft: true, data: { ...(args.data ?? {}), _status: 'draft' } }
  }
}
