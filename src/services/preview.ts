import { headers } from 'next/headers'
import type { CollectionSlug } from 'payload'
import { unauthorized } from 'next/navigation'

import { hasCapability } from '@/domain/capabilities'

import { cms } from './cms'
import { type Reader, previewAs } from './read'
import { currentStaff } from './sessions'

/** The reader of a staff preview (spec §2: /preview/…): staff signed in and holding `draft` (spec §6); everyone else gets 401 and the sign-in. */
export async function previewReader(): Promise<Reader> {
  const staff = await currentStaff(await headers())
  if (!staff || !hasCapability(staff, 'draft')) unauthorized()
  return previewAs(staff)
}

/** Whether visitors see a published version, whatever the newest saved one (a draft over a published document leaves it live). */
export async function visitorsSee(collection: CollectionSlug, id: number): Promise<boolean> {
  const payload = await cms()
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false })
  return totalDocs > 0
}
