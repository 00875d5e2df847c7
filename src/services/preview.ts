import { headers } from 'next/headers'
import { unauthorized } from 'next/navigation'

import { hasCapability } from '@/cms/access/capabilities'

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
