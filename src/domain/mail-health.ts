import { OUTBOX_MAX_ATTEMPTS } from './outbox'

/** The outbox as the back office reports it: whether a mail server is set, and its messages by state. */
export type MailHealth = { smtpConfigured: boolean; waiting: number; failed: number; sent: number }

const emails = (count: number) => `${count} ${count === 1 ? 'e-mail' : 'e-mails'}`

/** What staff are warned of, or null when mail is configured and nothing has failed (docs/decisions/0111). */
export function mailHealthWarnings(health: MailHealth): string[] {
  const warnings: string[] = []
  if (!health.smtpConfigured)
    warnings.push(`Mail is not configured (SMTP_URL is not set): nothing is sent. ${emails(health.waiting)} waiting will be sent once it is.`)
  if (health.failed > 0)
    warnings.push(`${emails(health.failed)} could not be sent after ${OUTBOX_MAX_ATTEMPTS} tries. Retry them once the mail server is fixed.`)
  return warnings
}
