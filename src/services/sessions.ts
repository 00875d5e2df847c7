import { createLocalReq, logoutOperation } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'

import { capabilitiesOf } from '@/domain/capabilities'
import type { User } from '@/payload-types'

import { cms } from './cms'

export type StaffSession = { id: number | string; fullName: string; email: string; capabilities: string[]; adminToolbar: boolean }

/** The staff member a request speaks for: `Authorization: Bearer …` (or Payload's `JWT …`), or the back-office cookie; else null. */
export async function currentStaff(headers: Headers): Promise<(User & { collection: 'users' }) | null> {
  const payload = await cms()
  const { user } = await payload.auth({ headers })
  return user && user.collection === 'users' ? (user as User & { collection: 'users' }) : null
}

export function toStaffSession(user: User): StaffSession {
  return { id: user.id, fullName: user.fullName, email: user.email, capabilities: [...capabilitiesOf(user)].sort(), adminToolbar: user.adminToolbar !== false }
}

/** Ends the session behind the request's token on the server, so the token stops working. */
export async function endSession(headers: Headers): Promise<boolean> {
  const payload = await cms()
  const user = await currentStaff(headers)
  if (!user) return false
  // The user carries the session id (`_sid`) of the token, so only that session ends.
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
  return true
}

/** The `Set-Cookie` that forgets the back-office cookie, so `/api/v1/sessions` logout signs the browser out as Payload's does. */
export async function expiredSessionCookie(): Promise<string> {
  const payload = await cms()
  return generateExpiredPayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix })
}
