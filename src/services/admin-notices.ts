import type { Where } from 'payload'

import { ADMIN_NOTICES_LISTED, type AdminNotice } from '@/domain/admin-notices'
import type { User } from '@/payload-types'

import { cms } from './cms'

/** Notices a staff member may read (spec §6: admin notifications), newest first. */
async function readNotices(user: User | null | undefined, where?: Where): Promise<AdminNotice[]> {
  if (!user) return []
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'admin-notices',
    user,
    overrideAccess: false,
    where,
    sort: '-createdAt',
    limit: ADMIN_NOTICES_LISTED,
    depth: 0,
  })
  return docs.map(({ id, message, alertUntil, createdAt }) => ({ id, message, alertUntil, createdAt }))
}

/** The dashboard's notices. */
export const noticesFor = (user: User | null | undefined) => readNotices(user)

/** The notices that alert the staff member on every back-office screen: their "alert until" is still ahead. */
export const alertsFor = (user: User | null | undefined, now = new Date()) => readNotices(user, { alertUntil: { greater_than: now.toISOString() } })
