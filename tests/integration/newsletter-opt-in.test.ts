import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as confirmLink } from '@/app/api/v1/newsletter-signups/confirm/route'
import { POST as signup } from '@/app/api/v1/newsletter-signups/route'
import { POST as unsubscribeLink } from '@/app/api/v1/newsletter-signups/unsubscribe/route'
import { CONFIRMATION_LINK_DAYS } from '@/domain/newsletter-links'
import { confirmSignup, unsubscribe } from '@/services/newsletters'

import { seededPayload } from './harness'

let payload: Payload
beforeAll(async () => {
  ;({ payload } = await seededPayload())
})

const DAY_MS = 24 * 60 * 60 * 1000

/** Signs `email` up for `list` as the /subscribe form does, from a sender of its own (the sign-up limit counts per sender). */
async function signUp(email: string, list = 'svanow', sender = `198.51.100.${Math.floor(Math.random() * 200) + 1}`) {
  const response = await signup(
    new Request('http://localhost/api/v1/newsletter-signups', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': sender },
      body: JSON.stringify({ email, list }),
    }),
  )
  return { status: response.status, body: await response.json() }
}

/** The subscribers of a list: confirmed sign-ups only. */
const subscribers = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-signups',
      overrideAccess: true,
      depth: 0,
      where: { and: [{ email: { equals: email } }, { status: { equals: 'confirmed' } }] },
    })
  ).totalDocs

/** The confirmation e-mails in the outbox for `email`, newest last. */
const confirmations = async (email: string) =>
  (await payload.find({ collection: 'outbox-messages', overrideAccess: true, depth: 0, sort: 'id', where: { to: { equals: email } } })).docs

/** The token of the link in an e-mail's plain text that starts with `path`. */
function tokenIn(text: string, path: string): string {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([^\\s]+)`).exec(text)
  if (!url) throw new Error(`no ${path} link in:\n${text}`)
  return decodeURIComponent(url[1]!)
}

const follow = async (token: string) => {
  const response = await confirmLink(new Request(`http://localhost/subscribe/confirm?token=${encodeURIComponent(token)}`))
  return { status: response.status, location: response.headers.get('location') }
}

// Double opt-in (decision 0125): a sign-up counts once its address follows the link mailed to it.
describe('newsletter double opt-in', () => {
  it('does not count a sign-up until its link is followed; following it twice is harmless', async () => {
    const email = 'opt-in.ada@example.edu'
    expect(await signUp(email)).toMatchObject({ status: 201, body: { created: true, status: 'pending' } })
    expect(await subscribers(email)).toBe(0)

    const [mail] = await confirmations(email)
    expect(mail).toMatchObject({ status: 'pending', subject: expect.stringContaining('Confirm your subscription to Now') })
    // RFC 8058: a one-click unsubscribe on every newsletter e-mail.
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https?:\/\/[^>]+\/unsubscribe\?token=u\.[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail!.html).toContain('Confirm my subscription')

    const token = tokenIn(mail!.text!, '/subscribe/confirm')
    expect(await follow(token)).toEqual({ status: 303, location: 'http://localhost:3000/subscribe/confirmed' })
    expect(await subscribers(email)).toBe(1)
    expect(await follow(token)).toEqual({ status: 303, location: 'http://localhost:3000/subscribe/confirmed' })
    expect(await subscribers(email)).toBe(1)
    // Signing up again once confirmed mails nothing more.
    expect(await signUp(email)).toMatchObject({ status: 200, body: { created: false, status: 'confirmed' } })
    expect(await confirmations(email)).toHaveLength(1)
  })

  it(`refuses a link older than ${CONFIRMATION_LINK_DAYS} days, and an altered one, with a page that says why`, async () => {
    const email = 'opt-in.grace@example.edu'
    await signUp(email, 'sva-calendar')
    const token = tokenIn((await confirmations(email))[0]!.text!, '/subscribe/confirm')
    expect(await confirmSignup(token, new Date(Date.now() + CONFIRMATION_LINK_DAYS * DAY_MS + 60_000), payload)).toBe('expired')
    const [code, id, expires, signature] = token.split('.')
    const later = [code, id, Number(expires) + 30 * 86400, signature].join('.')
    expect(await follow(later)).toEqual({ status: 303, location: 'http://localhost:3000/subscribe/link-invalid' })
    const otherSignature = [code, id, expires, `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`].join('.')
    expect(await follow(otherSignature)).toMatchObject({ location: 'http://localhost:3000/subscribe/link-invalid' })
    expect(await follow('nonsense')).toMatchObject({ location: 'http://localhost:3000/subscribe/link-invalid' })
    expect(await subscribers(email)).toBe(0)

    // Still waiting: signing up again mails a fresh link, which works.
    expect(await signUp(email, 'sva-calendar')).toMatchObject({ status: 200, body: { created: false, status: 'pending' } })
    const mails = await confirmations(email)
    expect(mails).toHaveLength(2)
    expect(await follow(tokenIn(mails[1]!.text!, '/subscribe/confirm'))).toMatchObject({ location: 'http://localhost:3000/subscribe/confirmed' })
    expect(await subscribers(email)).toBe(1)
  })

  it('unsubscribes in one click (RFC 8058) with no cookie, and from the page’s button; an altered link changes nothing', async () => {
    const email = 'opt-in.alan@example.edu'
    await signUp(email, 'continuing-education')
    const [mail] = await confirmations(email)
    await follow(tokenIn(mail!.text!, '/subscribe/confirm'))
    expect(await subscribers(email)).toBe(1)
    const unsubscribeUrl = /^<(.+)>$/.exec((mail!.headers as Record<string, string>)['List-Unsubscribe']!)![1]!
    const token = new URL(unsubscribeUrl).searchParams.get('token')!

    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const refused = await unsubscribeLink(
      new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(altered)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(refused.status).toBe(400)
    expect(await subscribers(email)).toBe(1)

    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const oneClick = await unsubscribeLink(new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: form }))
    expect(oneClick.status).toBe(200)
    expect(await payload.count({ collection: 'newsletter-signups', overrideAccess: true, where: { email: { equals: email } } })).toEqual({ totalDocs: 0 })
    // Again, from the page's button: harmless, and says so.
    const button = await unsubscribeLink(new Request(`http://localhost/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST', body: '' }))
    expect(button.status).toBe(303)
    expect(button.headers.get('location')).toBe('http://localhost:3000/unsubscribe/done')
    expect(await unsubscribe('u.1..not-a-signature', new Date(), payload)).toBe('invalid')
  })
})
