import type { MailHealth } from '@/domain/mail-health'
import { env } from '@/env'

import { cms } from './cms'

/** The outbox's counts by state, and whether SMTP_URL is set: what the back office's mail banner says. */
export async function mailHealth(): Promise<MailHealth> {
  const payload = await cms()
  const count = async (status: 'pending' | 'failed' | 'sent') =>
    (await payload.count({ collection: 'outbox-messages', overrideAccess: true, where: { status: { equals: status } } })).totalDocs
  const [waiting, failed, sent] = await Promise.all([count('pending'), count('failed'), count('sent')])
  return { smtpConfigured: Boolean(env().SMTP_URL), waiting, failed, sent }
}

/** Every failed e-mail waits again, due now with its tries counted afresh; the count of them. */
export async function retryFailedEmails(now = new Date()): Promise<number> {
  const payload = await cms()
  const { docs } = await payload.update({
    collection: 'outbox-messages',
    overrideAccess: true,
    depth: 0,
    where: { status: { equals: 'failed' } },
    data: { status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() },
  })
  return docs.length
}
