import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { type Capability, hasCapability } from '@/domain/capabilities'

/** The hook, carrying the capability it asks for, so that scheduled publishing asks for the same one (decision 0112). */
type PublishingHook = CollectionBeforeOperationHook & { publishCapability: Capability }

/** spec §6: any write touching what is published is publishing; without `capability` it is saved as a draft (docs/decisions/0058). No user: scripts. */
export function publishingNeeds(capability: Capability): CollectionBeforeOperationHook {
  const hook: CollectionBeforeOperationHook = ({ args, operation, req }) => {
    if ((operation !== 'create' && operation !== 'update') || !req.user || hasCapability(req.user, capability)) return args
    return { ...args, draft: true, data: { ...(args.data ?? {}), _status: 'draft' } }
  }
  return Object.assign(hook, { publishCapability: capability }) satisfies PublishingHook
}

/** The capability publishing takes beyond editing in this collection (decision 0058's table), or none: editing is publishing there. */
export function publishCapabilityOf(collection: Pick<CollectionConfig, 'hooks'>): Capability | undefined {
  const hooks = (collection.hooks?.beforeOperation ?? []) as Partial<PublishingHook>[]
  return hooks.find((hook) => typeof hook.publishCapability === 'string')?.publishCapability
}
