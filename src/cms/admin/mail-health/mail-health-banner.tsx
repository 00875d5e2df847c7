import type { ServerProps } from 'payload'

import { hasCapability } from '@/domain/capabilities'
import { mailHealthWarnings } from '@/domain/mail-health'
import { mailHealth } from '@/services/mail-health'

import styles from '../notices/admin-notices.module.css'
import { retryFailed } from './retry-failed'

/** On every back-office screen, for staff who read the outbox: mail not configured, or e-mails that failed, with the counts and a retry. */
export async function MailHealthBanner({ user }: ServerProps) {
  if (!hasCapability(user, 'form')) return null
  const health = await mailHealth()
  const warnings = mailHealthWarnings(health)
  if (warnings.length === 0) return null
  return (
    <div className={styles.banner} role="status" aria-label="Mail">
      {warnings.map((warning) => (
        <p key={warning}>{warning}</p>
      ))}
      <p>
        Outgoing e-mails: {health.waiting} waiting, {health.failed} failed, {health.sent} sent. <a href="/admin/collections/outbox-messages">See them</a>
      </p>
      {health.failed > 0 && (
        <form action={retryFailed}>
          <button type="submit">Retry the failed e-mails</button>
        </form>
      )}
    </div>
  )
}
