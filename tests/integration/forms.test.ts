import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { FORM_HONEYPOT_FIELD, FORM_PAGE_SLUGS, FORM_SUBMISSION_LIMIT } from '@/domain/forms'
import { findForm } from '@/services/forms'
import { submitAnswers } from '@/services/form-submissions'

import { GET as exportCsv } from '@/app/api/v1/forms/[slug]/submissions.csv/route'
import { POST as sendForm } from '@/app/api/v1/forms/[slug]/submissions/route'
import type { SeedResult } from '@/seed/index'
import { p, richText } from '@/seed/rich-text'

import { call, seededPayload, staffToken } from './harness'

let payload: Payload
let seeded: SeedResult
/** A documentation address (RFC 5737), one per file: the rate limit counts per sender. */
const SENDER = '192.0.2.10'

const post = (answers: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(answers)) data.set(name, value)
  return data
}

const submissionsOf = async (formId: number) =>
  (await payload.find({ collection: 'form-submissions', overrideAccess: true, depth: 0, pagination: false, where: { form: { equals: formId } } })).docs

beforeAll(async () => {
  ;({ payload, seeded } = await seededPayload())
})

// spec §2 (form pages), §5 (validators), §6 (form)
describe('request forms', () => {
  it('has a form for every form page of spec §2, read without whom it notifies', async () => {
    for (const slug of FORM_PAGE_SLUGS) {
      const form = await findForm(slug)
      expect(form, slug).not.toBeNull()
      expect(form!.fields.length, slug).toBeGreaterThan(0)
      expect(form).not.toHaveProperty('emails')
    }
    expect(await findForm('no-such-form')).toBeNull()
  })

  it('stores a submission that passes the form’s checks, before answering', async () => {
    const form = (await findForm('sva-feedback'))!
    const outcome = await submitAnswers(
      'sva-feedback',
      post({ firstName: 'Ada', lastName: 'Byron', email: 'ada@example.edu', topic: 'the-website', feedback: 'The course search is quick and clear.' }),
      SENDER,
    )
    expect(outcome).toMatchObject({ kind: 'stored' })
    const stored = await submissionsOf(form.id)
    expect(stored.map((doc) => doc.id)).toContain((outcome as { id: number }).id)
    const answers = Object.fromEntries((stored.at(-1)!.submissionData ?? []).map(({ field, value }) => [field, value]))
    expect(answers).toMatchObject({ firstName: 'Ada', email: 'ada@example.edu', feedback: 'The course search is quick and clear.' })
  })

  it('refuses on the server what the page refuses, naming each field, and stores nothing', async () => {
    const form = (await findForm('verification-of-eligibility-cdfny'))!
    const before = (await submissionsOf(form.id)).length
    const outcome = await submitAnswers(
      'verification-of-eligibility-cdfny',
      post({ firstName: 'Ada', lastName: '', email: 'not-an-address', phone: '555', memberId: 'M-1', zip: '1001' }),
      SENDER,
    )
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: { lastName: 'Last name is not valid.', email: 'E-mail address is not valid.', phone: 'Phone is not valid.', zip: 'Zip code is not valid.' },
      values: { firstName: 'Ada', memberId: 'M-1' },
    })
    expect(await submissionsOf(form.id)).toHaveLength(before)
  })

  it('tells a robot that fills the hidden field it worked, and keeps nothing', async () => {
    const form = (await findForm('request-a-newsletter'))!
    const before = (await submissionsOf(form.id)).length
    const outcome = await submitAnswers(
      'request-a-newsletter',
      post({ firstName: 'Bot', lastName: 'Bot', email: 'bot@example.edu', newsletter: 'svanow', [FORM_HONEYPOT_FIELD]: 'http://spam.example' }),
      SENDER,
    )
    expect(outcome).toEqual({ kind: 'stored', id: null })
    expect(await submissionsOf(form.id)).toHaveLength(before)
  })

  it('lets one sender send a few forms in a short time, then asks it to wait, its answers kept', async () => {
    const answers = { firstName: 'Flo', lastName: 'Od', email: 'flood@example.edu', newsletter: 'svanow' }
    for (let i = 0; i < FORM_SUBMISSION_LIMIT.limit; i++) expect((await submitAnswers('request-a-newsletter', post(answers), '192.0.2.99')).kind).toBe('stored')
    const limited = await submitAnswers('request-a-newsletter', post(answers), '192.0.2.99')
    expect(limited).toMatchObject({ kind: 'limited', values: { firstName: 'Flo' } })
    expect((limited as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0)
    expect((await submitAnswers('request-a-newsletter', post(answers), '192.0.2.100')).kind).toBe('stored')
  })

  it('signs a newsletter form’s address up in the store /subscribe uses, once per address and list', async () => {
    const signups = async () =>
      (await payload.find({ collection: 'newsletter-signups', overrideAccess: true, depth: 0, where: { email: { equals: 'grace@example.edu' } } })).docs
    const answers = { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Example.edu', newsletter: 'continuing-education' }
    expect((await submitAnswers('request-a-newsletter', post(answers), '192.0.2.30')).kind).toBe('stored')
    expect((await submitAnswers('request-a-newsletter', post(answers), '192.0.2.30')).kind).toBe('stored')
    expect((await signups()).map(({ list, firstName }) => ({ list, firstName }))).toEqual([{ list: 'continuing-education', firstName: 'Grace' }])
  })

  it('shows a message block’s rich text as plain words', async () => {
    await payload.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'With a note',
        slug: 'with-a-note',
        scope: 'SvaFeedback',
        fields: [
          { blockType: 'message', message: richText(p('Read this **first**.'), p('Then write.')) as never },
          { blockType: 'text', name: 'note', label: 'Note' },
        ],
      },
    })
    const form = (await findForm('with-a-note'))!
    expect(form.fields[0]).toMatchObject({ kind: 'message' })
    const { text } = form.fields[0] as { text: string }
    expect(text).toMatch(/^Read this first\.\s+Then write\.$/)
  })

  it('answers missing for an address that is no form', async () => {
    expect(await submitAnswers('no-such-form', post({}), SENDER)).toEqual({ kind: 'missing' })
  })

  it('lets nobody write submissions or read forms through Payload’s API without the form capability', async () => {
    const form = (await findForm('sva-feedback'))!
    await expect(
      payload.create({ collection: 'form-submissions', overrideAccess: false, data: { form: form.id, submissionData: [{ field: 'x', value: 'y' }] } }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'forms', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'form-submissions', overrideAccess: false })).rejects.toThrow()
  })
})

// spec §6 (form): staff take a form's submissions away as a spreadsheet
describe('the submissions export', () => {
  const csvOf = async (slug: string, query = '', token?: string) => {
    const response = await exportCsv(
      new Request(`http://localhost/api/v1/forms/${slug}/submissions.csv${query}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
      {
        params: Promise.resolve({ slug }),
      },
    )
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
  }

  it('gives staff holding form a CSV headed by the labels, with every stored answer, formulas defused', async () => {
    await submitAnswers(
      'corporate-training',
      post({
        firstName: '=cmd()',
        lastName: 'Doe',
        email: 'jo@example.edu',
        phone: '',
        company: 'Acme, Inc.',
        size: 'up-to-10',
        needs: 'Type, "quoted" and\nnew lines',
      }),
      SENDER,
    )
    const { status, type, text } = await csvOf('corporate-training', '', await staffToken(payload, seeded))
    expect(status).toBe(200)
    expect(type).toMatch(/^text\/csv/)
    const [header, ...rows] = text.trim().split('\n')
    expect(header).toBe('Submitted at,First name,Last name,E-mail address,Phone,Company,Team size,What would you like your team to learn?')
    expect(rows.join('\n')).toContain(`'=cmd(),Doe,jo@example.edu,,"Acme, Inc.",up-to-10,"Type, ""quoted"" and\nnew lines"`)
    const future = await csvOf('corporate-training', '?submitted[from]=2099-01-01', await staffToken(payload, seeded))
    expect(future.text.trim().split('\n')).toHaveLength(1)
  })

  it('refuses visitors and staff without the form capability, and names a missing form', async () => {
    expect((await csvOf('corporate-training')).status).toBe(401)
    expect((await csvOf('corporate-training', '', await staffToken(payload, seeded, 'Viewer'))).status).toBe(403)
    expect((await csvOf('no-such-form', '', await staffToken(payload, seeded))).status).toBe(404)
    const bad = await call(exportCsv, '/api/v1/forms/x/submissions.csv?submitted[from]=soon', { params: { slug: 'x' } })
    expect(bad.status).toBe(400)
  })
})

// spec §2: the same submit through /api/v1, for any client
describe('POST /api/v1/forms/{slug}/submissions', () => {
  const send = (slug: string, body: unknown, sender = '192.0.2.40') =>
    call(sendForm, `/api/v1/forms/${slug}/submissions`, {
      method: 'POST',
      params: { slug },
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': sender },
      body: JSON.stringify(body),
    })

  it('stores a complete submission (201), a checkbox as true or false', async () => {
    const form = (await findForm('registration-agreement'))!
    const before = (await submissionsOf(form.id)).length
    const { status, body } = await send('registration-agreement', {
      studentName: 'Sam Rivera',
      guardianName: 'Alex Rivera',
      guardianEmail: 'alex@example.edu',
      registrationPolicies: true,
    })
    expect(status).toBe(201)
    expect(body).toEqual({ stored: true })
    const stored = (await submissionsOf(form.id)).at(-1)!
    expect(stored.submissionData).toContainEqual(expect.objectContaining({ field: 'registrationPolicies', value: 'true' }))
    expect(await submissionsOf(form.id)).toHaveLength(before + 1)
  })

  it('answers 400 naming each refused answer, 404 for no form, 400 for a body that is no object', async () => {
    const refused = await send('registration-agreement', { studentName: 'Sam', guardianName: 'Alex', guardianEmail: 'nope', registrationPolicies: false })
    expect(refused.status).toBe(400)
    expect(refused.body.error.details).toEqual([
      { path: 'guardianEmail', message: 'Parent or guardian’s e-mail is not valid.' },
      { path: 'registrationPolicies', message: 'Tick the box to go on: We have read and agree to the Registration Policies.' },
    ])
    expect((await send('no-such-form', {})).status).toBe(404)
    expect((await send('registration-agreement', ['a'])).status).toBe(400)
  })

  it('answers 429 with Retry-After once one sender has sent too many', async () => {
    const answers = { firstName: 'Ray', lastName: 'Te', email: 'rate@example.edu', newsletter: 'svanow' }
    for (let i = 0; i < FORM_SUBMISSION_LIMIT.limit; i++) expect((await send('request-a-newsletter', answers, '192.0.2.50')).status).toBe(201)
    const limited = await send('request-a-newsletter', answers, '192.0.2.50')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
