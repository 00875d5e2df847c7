import nodemailer from 'nodemailer'
import type { Payload, PayloadEmailAdapter, PayloadRequest } from 'payload'

import { afterFailure, printableMessage } from '@/domain/outbox'
import { env, publicOrigin } from '@/env'

/** An e-mail as the outbox keeps it. */
export type OutgoingEmail = {
  to: string
  cc?: string
  bcc?: string
  replyTo?: string
  from?: string
  subject: string
  html?: string
  text?: string
  headers?: Record<string, string>
}

/** What sends a message; the SMTP server of SMTP_URL unless a test gives another. */
export type MailTransport = { send: (message: OutgoingEmail & { from: string }) => Promise<void> }

/** Messages sent per run: a run ends well within the job clock's minute. */
const BATCH = 50

/** Keeps `emails` in `req`'s transaction, stored with their submission or not at all; the visitor never waits for a mail server. */
export async function enqueueEmails(req: PayloadRequest, emails: readonly OutgoingEmail[], submission: number | null): Promise<void> {
  for (const email of emails) if (email.to?.trim()) await keepMessage(req.payload, email, submission, req)
}

/** Stores one message as waiting, due now; in `req`'s transaction when there is one. */
async function keepMessage(payload: Payload, email: OutgoingEmail, submission: number | null, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'outbox-messages',
    req,
    overrideAccess: true,
    depth: 0,
    data: { ...email, status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString(), submission },
  })
}

/** The waiting messages due by `now`, oldest first, one batch at most, less those in `skip`. */
const dueMessages = (payload: Payload, now: Date, skip: ReadonlySet<string> = new Set()) =>
  payload.find({
    collection: 'outbox-messages',
    overrideAccess: true,
    depth: 0,
    limit: BATCH,
    sort: 'nextAttemptAt',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { nextAttemptAt: { less_than_equal: now.toISOString() } },
        ...(skip.size ? [{ id: { not_in: [...skip] } }] : []),
      ],
    },
  })

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

/** The extra headers kept with a message (List-Unsubscribe…): names and values as text, nothing else. */
function headersOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter((entry): entry is [string, string] => /^[A-Za-z][A-Za-z0-9-]*$/.test(entry[0]) && typeof entry[1] === 'string')
  return entries.length ? Object.fromEntries(entries) : undefined
}

/** The addresses of Payload's message as text: strings as given, address objects by their address. */
function addressText(value: unknown): string | undefined {
  const texts = [value]
    .flat(2)
    .flatMap((entry) => (typeof entry === 'string' ? [entry] : entry && typeof entry === 'object' && 'address' in entry ? [String(entry.address)] : []))
  return texts.length ? texts.join(', ') : undefined
}

/**
 * Payload's own e-mails (the forgot-password link that lifts a lockout, decision 0116) go through the outbox as the
 * site's do: kept durably, sent by the job clock, retried, and printed while SMTP_URL is unset.
 */
export const outboxEmailAdapter: PayloadEmailAdapter = ({ payload }) => ({
  name: 'outbox',
  defaultFromAddress: defaultSender(),
  defaultFromName: '',
  sendEmail: async (message) => {
    const to = addressText(message.to)
    if (!to) return
    const html = typeof message.html === 'string' ? message.html : undefined
    const text = typeof message.text === 'string' ? message.text : undefined
    await keepMessage(payload, { to, from: addressText(message.from)?.replace(/^"" /, ''), subject: String(message.subject ?? ''), html, text }, null)
  },
})

/** The messages this process has printed already: each is shown once, and stays waiting for a mail server. */
const printed = new Set<string>()

/**
 * Without SMTP_URL, every due message is printed to the server log as it would be sent, once per process, and left
 * waiting: set SMTP_URL and it is sent (docs/decisions/0127). The mail-health banner says that mail is off.
 */
export async function printDueMessages(payload: Payload, now = new Date(), log: (text: string) => void = console.info): Promise<number> {
  const { docs } = await dueMessages(payload, now, printed)
  for (const message of docs) {
    printed.add(String(message.id))
    const shown = printableMessage({ ...message, from: message.from || defaultSender(), headers: headersOf(message.headers) })
    log(`[outbox] SMTP_URL is unset: e-mail ${message.id} waits in the outbox; as it would be sent:\n${shown}`)
  }
  return docs.length
}

export type OutboxRun = { sent: number; retried: number; failed: number }

/** Sends what is due, oldest first; a refused message is tried again (domain/outbox.ts) until the last try, its error kept. */
export async function deliverDueMessages(payload: Payload, now = new Date(), transport: MailTransport | null = smtpTransport()): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 }
  if (!transport) {
    await printDueMessages(payload, now)
    return run
  }
  const { docs } = await dueMessages(payload, now)
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
        headers: headersOf(message.headers),
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
