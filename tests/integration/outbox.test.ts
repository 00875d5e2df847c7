import type { AddressInfo } from 'node:net'

import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findForm } from '@/services/forms'
import { submitAnswers } from '@/services/form-submissions'
import { subscribe } from '@/services/newsletters'
import { type MailTransport, deliverDueMessages, printDueMessages } from '@/services/outbox'

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

/** Sends the feedback form with these answers (about an event) from `sender`, as the site's form does. */
async function sendFeedback(answers: { firstName: string; lastName: string; email: string; feedback: string }, sender: string) {
  const data = new FormData()
  for (const [name, value] of Object.entries({ ...answers, topic: 'an-event' })) data.set(name, value)
  return submitAnswers('sva-feedback', data, sender)
}

// spec §2 (forms): a notification per form to staff, through a durable outbox
describe('the outbox', () => {
  it('keeps a submission’s notification while the mail server is down, and sends it once when it is back', async () => {
    const outcome = await sendFeedback(
      { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.edu', feedback: 'The open house was well run.' },
      '192.0.2.20',
    )
    expect(outcome.kind).toBe('stored')
    const id = (outcome as { id: number }).id
    const toStaff = async () => (await messagesOf(id)).find((message) => message.to === 'forms@foundry.example')
    expect(await toStaff()).toMatchObject({ replyTo: 'ada@example.edu', status: 'pending', attempts: 0 })

    // The server is down: the message waits, its try counted, the next one a minute later.
    const now = new Date()
    // Two wait: staff's notification and the sender's confirmation.
    expect(await deliverDueMessages(payload, now, transport())).toMatchObject({ sent: 0, retried: 2 })
    const waiting = await toStaff()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting!.lastError).toBeTruthy()
    expect(new Date(waiting!.nextAttemptAt!).getTime()).toBe(now.getTime() + 60_000)
    // Not due yet: nothing is tried.
    await startSink()
    expect(await deliverDueMessages(payload, new Date(now.getTime() + 30_000), transport())).toMatchObject({ sent: 0, retried: 0 })

    const later = new Date(now.getTime() + 61_000)
    expect(await deliverDueMessages(payload, later, transport())).toMatchObject({ sent: 2 })
    expect(await deliverDueMessages(payload, new Date(later.getTime() + 3_600_000), transport())).toMatchObject({ sent: 0 })
    const mine = received.filter((mail) => mail.to === 'forms@foundry.example' && mail.body.includes('The open house was well run.'))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ subject: 'Tell Us What You Think: a new submission' })
    expect(await toStaff()).toMatchObject({ status: 'sent', attempts: 2 })
  })

  it('confirms a form to its sender once, in HTML and plain text, in the words staff wrote for the form', async () => {
    const form = (await findForm('sva-feedback'))!
    await payload.update({
      collection: 'forms',
      id: form.id,
      overrideAccess: true,
      data: { confirmation: { subject: 'Thank you for your feedback', text: 'We read every word.' } },
    })
    const outcome = await sendFeedback(
      { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.edu', feedback: 'More benches in the courtyard.' },
      '192.0.2.21',
    )
    const id = (outcome as { id: number }).id
    const confirmation = (await messagesOf(id)).find((message) => message.to === 'grace@example.edu')
    expect(confirmation).toMatchObject({ subject: 'Thank you for your feedback', status: 'pending' })
    expect(confirmation!.text).toContain('We read every word.')
    expect(confirmation!.text).toContain('More benches in the courtyard.')
    expect(confirmation!.html).toContain('More benches in the courtyard.')

    await stopSink() // left listening by the test before
    await startSink()
    const later = new Date(Date.now() + 3_600_000)
    await deliverDueMessages(payload, later, transport())
    await deliverDueMessages(payload, new Date(later.getTime() + 3_600_000), transport())
    const arrived = received.filter((mail) => mail.to === 'grace@example.edu')
    expect(arrived).toHaveLength(1)
    expect(arrived[0]!.subject).toBe('Thank you for your feedback')
    expect(arrived[0]!.body).toMatch(/Content-Type: multipart\/alternative/i)
    expect(arrived[0]!.body).toMatch(/Content-Type: text\/plain/i)
    expect(arrived[0]!.body).toMatch(/Content-Type: text\/html/i)
  })

  it('sends a newsletter sign-up its confirmation once, with the one-click unsubscribe headers (RFC 8058)', async () => {
    expect(await subscribe({ email: 'ida@example.edu', firstName: 'Ida', list: 'sva-calendar' }, payload)).toEqual({ created: true, status: 'pending' })
    await stopSink()
    await startSink()
    const later = new Date(Date.now() + 3_600_000)
    await deliverDueMessages(payload, later, transport())
    await deliverDueMessages(payload, new Date(later.getTime() + 3_600_000), transport())
    const arrived = received.filter((mail) => mail.to === 'ida@example.edu')
    expect(arrived).toHaveLength(1)
    expect(arrived[0]!.subject).toMatch(/^Confirm your subscription to Calendar/)
    // Headers fold long lines: unfolded, each is one line.
    const headers = arrived[0]!.body.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
    expect(headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/unsubscribe\?token=u\.[^>]+>$/m)
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m)
  })

  it('prints each due message to the log, once, while no mail server is set, and leaves it waiting', async () => {
    await subscribe({ email: 'lin@example.edu', firstName: null, list: 'svanow' }, payload)
    const log: string[] = []
    const later = new Date(Date.now() + 60_000)
    await printDueMessages(payload, later, (text) => log.push(text))
    const mine = log.filter((text) => text.includes('To: lin@example.edu'))
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatch(/Subject: Confirm your subscription to Now/)
    expect(mine[0]).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
    expect(mine[0]).toMatch(/\/subscribe\/confirm\?token=/)
    await printDueMessages(payload, later, (text) => log.push(text))
    expect(log.filter((text) => text.includes('To: lin@example.edu'))).toHaveLength(1)
    const waiting = await payload.find({ collection: 'outbox-messages', overrideAccess: true, depth: 0, where: { to: { equals: 'lin@example.edu' } } })
    expect(waiting.docs[0]).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('puts no confirmation in the outbox for a form that asks no e-mail address', async () => {
    const withoutEmail = await payload.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'No address asked',
        slug: 'no-address-asked',
        scope: 'SvaFeedback',
        fields: [
          { blockType: 'text', name: 'firstName', label: 'First name', required: true },
          { blockType: 'textarea', name: 'feedback', label: 'Feedback', required: true },
        ],
      },
    })
    const data = new FormData()
    for (const [name, value] of Object.entries({ firstName: 'Alan', feedback: 'Fine.' })) data.set(name, value)
    const outcome = await submitAnswers(withoutEmail.slug, data, '192.0.2.22')
    expect(outcome.kind).toBe('stored')
    expect(await messagesOf((outcome as { id: number }).id)).toEqual([])
  })

  it('is readable only by staff with the form capability, and written by nobody through the API', async () => {
    await expect(payload.find({ collection: 'outbox-messages', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'outbox-messages', overrideAccess: false, data: { to: 'x@example.edu', subject: 'x', status: 'pending', attempts: 0 } }),
    ).rejects.toThrow()
  })
})
