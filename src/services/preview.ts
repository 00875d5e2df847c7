import { headers } from 'next/headers'
import type { CollectionSlug } from 'payload'
import { unauthorized } from 'next/navigation'

import { hasCapability } from '@/domain/capabilities'

import { cms } from './cms'
import { type Reader, previewAs } from './read'
import { currentStaff } from './sessions'

/**
 * The reader of a staff preview page (spec §2: /preview/…): the staff member signed in on this
 * request and holding `draft` (spec §6), who reads drafts with their own access. Everyone else
 * gets every preview route's one refusal: status 401 and the way to sign in (`unauthorized.tsx`
 * of the empty layout).
 */
export async function previewReader(): Promise<Reader> {
  const staff = await currentStaff(await headers())
  if (!staff || !hasCapability(staff, 'draft')) unauthorized()
  return previewAs(staff)
}

/**
 * Whether visitors see a published version of the document, whatever its newest saved version is
 * (a draft saved over a published document leaves the published one live).
 */
export async function visitorsSee(collection: CollectionSlug, id: number): Promise<boolean> {
  const payload = await cms()
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: false })
  return totalDocs > 0
}
