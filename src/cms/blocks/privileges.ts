import { APIError, type Block, type BlocksField, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { type BlockPrivilege, type BlockRow, brokenBlockPrivilege, offeredBlocks } from '@/domain/block-privileges'
import { type Capability, capabilityLabel, hasCapability } from '@/domain/capabilities'

/** The block privileges staff set in Site config (spec §6: add privileges to blocks). */
async function blockPrivileges(req: PayloadRequest): Promise<BlockPrivilege[]> {
  const config = await req.payload.findGlobal({ slug: 'site-config', depth: 0, overrideAccess: true, req })
  return (config.blockPrivileges ?? []).map(({ block, capability }) => ({ block, capability }))
}

const holdsFor = (user: unknown) => (capability: string) => hasCapability(user, capability as Capability)

/** The back office offers a writer only the blocks they may add (those already in the document stay, so it saves). */
export function privilegedBlocksFilter(blocks: readonly Block[], field: string): NonNullable<BlocksField['filterOptions']> {
  return async ({ req, siblingData }) => {
    if (!req.user) return true
    const present = (siblingData as Record<string, BlockRow[] | undefined> | undefined)?.[field]
    return offeredBlocks(
      blocks.map((block) => block.slug),
      present,
      await blockPrivileges(req),
      holdsFor(req.user),
    )
  }
}

/** Adding, changing or removing a privileged block takes its capability, whatever the request sends (403); no user: scripts and jobs. */
export function privilegedBlocksGuard(blocks: readonly Block[], field: string): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req }) => {
    if (!req.user || !data || !(field in data)) return data
    const broken = brokenBlockPrivilege(originalDoc?.[field], data[field], await blockPrivileges(req), holdsFor(req.user))
    if (!broken) return data
    const block = blocks.find((candidate) => candidate.slug === broken.block)
    const blockLabel = typeof block?.labels?.singular === 'string' ? block.labels.singular : broken.block
    throw new APIError(`Adding, changing or removing a ${blockLabel} block takes the ${capabilityLabel(broken.capability)} capability.`, 403, null, true)
  }
}
