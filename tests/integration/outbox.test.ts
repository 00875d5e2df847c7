import type { AddressInfo } from 'node:net'

import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findForm } from '@/services/forms'
import { submitAnswers } from '@/services/form-submissions'
import { type MailTransport, deliverDueMessages } from '@/services/outbox'

import { seededPayload } from './harness'

let payload: Payload
let port = 0
let sink: SMTPServer | null = null
const received: { to: string; subject: string; body: string }[] = []

/** A mail server on loopback that keeps what it is sent (spec §2: nothing at test time leaves the machine). */
async function startSink(): Promise<void> {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let body = ''
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), subject: /^Subject: (.*)$/m.exec(body)?.[1] ?? '', body })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => sink!.listen(port, '127.0.0.1', resolve))
  port = (sink.server.address() as AddressInfo).port
}

const stopSink = () => new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()))

/** The SMTP transport, to the sink's port. */
const transport = (): MailTransport => {
  const mailer = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2000 })
  return { send: async (message) => void (await mailer.sendMail(message)) }
}

const messagesOf = async (submission: number) =>
  (await payload.find({ collection: 'outbox-messages', overrideAccess: true, depth: 0, where: { submission: { equals: submission } } })).docs

beforeAll(async () => {
  ;({ payload } = await seededPayload())
  await startSink() // to learn a free port; closed again before the first test
  await stopSink()
})
afterAll(stopSink)

// spec §2 (forms): a notification per form to staff, through a durable outbox
describe('the outbox', () => {
  it('keeps a submission’s notification while the mail server is down, and sends it once when it is back', async () => {
    const form = (await findForm('sva-feedback'))!
    const data = new FormData()
    for (const [name, value] of Object.entries({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.edu',
      topic: 'an-event',
      feedback: 'The open house was well run.',
    }))
      data.set(name, value)
    const outcome = await submitAnswers(form.slug, data, '192.0.2.20')
    expect(outcome.kind).toBe('stored')
    const id = (outcome as { id: number }).id
    const [queued] = await messagesOf(id)
    expect(queued).toMatchObject({ to: 'forms@foundry.example', replyTo: 'ada@example.edu', status: 'pending', attempts: 0 })

    // The server is down: the message waits, its try counted, the next one a minute later.
    const now = new Date()
    expect(await deliverDueMessages(payload, now, transport())).toMatchObject({ sent: 0, retried: 1 })
    const [waiting] = await messagesOf(id)
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.lastError).toBeTruthy()
    expect(new Date(waiting!.nextAttemptAt!).getTime()).toBe(now.getTime() + 60_000)
    // Not due yet: nothing is tried.
    await startSink()
    expect(await deliverDueMessages(payload, new Date(now.getTime() + 30_000), transport())).toMatchObject({ sent: 0, retried: 0 })

    const later = new Date(now.getTime() + 61_000)
    expect(await deliverDueMessages(payload, later, transport())).toMatchObject({ sent: 1 })
    expect(await deliverDueMessages(payload, new Date(later.getTime() + 3_600_000), transport())).toMatchObject({ sent: 0 })
    const mine = received.filter((mail) => mail.body.includes('The open house was well run.'))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ to: 'forms@foundry.example', subject: 'Tell Us What You Think: a new submission' })
    const [sent] = await messagesOf(id)
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('is readable only by staff with the form capability, and written by nobody through the API', async () => {
    await expect(payload.find({ collection: 'outbox-messages', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'outbox-messages', overrideAccess: false, data: { to: 'x@example.edu', subject: 'x', status: 'pending', attempts: 0 } }),
    ).rejects.toThrow()
  })
})
