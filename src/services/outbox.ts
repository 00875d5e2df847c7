import nodemailer from 'nodemailer'
import type { Payload, PayloadRequest } from 'payload'

import { afterFailure } from '@/domain/outbox'
import { env, publicOrigin } from '@/env'

/** An e-mail as the outbox keeps it. */
export type OutgoingEmail = { to: string; cc?: string; bcc?: string; replyTo?: string; from?: string; subject: string; html?: string; text?: string }

/** What sends a message; the SMTP server of SMTP_URL unless a test gives another. */
export type MailTransport = { send: (message: OutgoingEmail & { from: string }) => Promise<void> }

/** Messages sent per run: a run ends well within the job clock's minute. */
const BATCH = 50

/** Keeps `emails` in `req`'s transaction, stored with their submission or not at all; the visitor never waits for a mail server. */
export async function enqueueEmails(req: PayloadRequest, emails: readonly OutgoingEmail[], submission: number | null): Promise<void> {
  for (const email of emails) {
    if (!email.to?.trim()) continue
    await req.payload.create({
      collection: 'outbox-messages',
      req,
      overrideAccess: true,
      depth: 0,
      data: { ...email, status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString(), submission },
    })
  }
}

let smtp: MailTransport | null | undefined

/** The SMTP transport of SMTP_URL, or null while none is set (messages then wait). */
function smtpTransport(): MailTransport | null {
  if (smtp !== undefined) return smtp
  const url = env().SMTP_URL
  if (!url) return (smtp = null)
  const transporter = nodemailer.createTransport(url)
  return (smtp = { send: async (message) => void (await transporter.sendMail(message)) })
}

const defaultSender = () => env().MAIL_FROM ?? `no-reply@${new URL(publicOrigin()).hostname}`

export type OutboxRun = { sent: number; retried: number; failed: number }

/** Sends what is due, oldest first; a refused message is tried again (domain/outbox.ts) until the last try, its error kept. */
export async function deliverDueMessages(payload: Payload, now = new Date(), transport: MailTransport | null = smtpTransport()): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 }
  if (!transport) return run
  const { docs } = await payload.find({
    collection: 'outbox-messages',
    overrideAccess: true,
    depth: 0,
    limit: BATCH,
    sort: 'nextAttemptAt',
    where: { and: [{ status: { equals: 'pending' } }, { nextAttemptAt: { less_than_equal: now.toISOString() } }] },
  })
  for (const message of docs) {
    const attempts = (message.attempts ?? 0) + 1
    try {
      await transport.send({
        to: message.to,
        cc: message.cc || undefined,
        bcc: message.bcc || undefined,
        replyTo: message.replyTo || undefined,
        from: message.from || defaultSender(),
        subject: message.subject,
        html: message.html ?? undefined,
        text: message.text ?? undefined,
      })
      await payload.update({
        collection: 'outbox-messages',
        id: message.id,
        overrideAccess: true,
        depth: 0,
        data: { status: 'sent', attempts, sentAt: now.toISOString(), lastError: null },
      })
      run.sent++
    } catch (error) {
      const next = afterFailure(attempts, now)
      await payload.update({
        collection: 'outbox-messages',
        id: message.id,
        overrideAccess: true,
        depth: 0,
        data: { ...next, attempts, lastError: error instanceof Error ? error.message : String(error) },
      })
      if (next.status === 'failed') run.failed++
      else run.retried++
    }
  }
  return run
}
