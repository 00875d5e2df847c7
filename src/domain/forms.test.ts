import { describe, expect, it } from 'vitest'

import {
  FORM_PAGE_SLUGS,
  FORM_SCOPES,
  FORM_SUBMIT_ERROR_PATH,
  FORM_THANK_YOU_PATH,
  type FormField,
  checkAnswers,
  choicesOf,
  fieldRules,
  formPath,
} from './forms'
import { newsletterSignupOf } from './newsletters'

type TypedField = Extract<FormField, { format: unknown }>

const text = (overrides: Partial<TypedField> = {}): TypedField => ({
  kind: 'text',
  name: 'phone',
  label: 'Phone',
  required: false,
  width: 50,
  defaultValue: '',
  format: null,
  minLength: null,
  maxLength: null,
  multiple: false,
  ...overrides,
})

describe('the form pages of spec §2 and the scopes of spec §3', () => {
  it('names the twelve form pages and the pages after a submit', () => {
    // spec §2
    expect(FORM_PAGE_SLUGS).toHaveLength(12)
    expect(FORM_PAGE_SLUGS).toContain('housing-agreement')
    expect(FORM_PAGE_SLUGS).toContain('registration-agreement')
    expect(formPath('sva-feedback')).toBe('/form/sva-feedback')
    expect(FORM_THANK_YOU_PATH).toBe('/form/thank-you')
    expect(FORM_SUBMIT_ERROR_PATH).toBe('/form/submit-error')
  })

  it('names every form scope', () => {
    // spec §3
    expect(FORM_SCOPES).toHaveLength(18)
    expect(FORM_SCOPES).toEqual(expect.arrayContaining(['Subscribe', 'RegistrationAgreement', 'CDFNYRegistrationClosed', 'RFIRegistration']))
  })
})

describe('a field’s rules (spec §5)', () => {
  it('checks required first, then the format, then the lengths', () => {
    expect(fieldRules(text({ required: true, format: 'usPhone', maxLength: 20 }))).toEqual([
      { rule: 'required' },
      { rule: 'usPhone' },
      { rule: 'maxLength', value: 20 },
    ])
  })

  it('lets an e-mail field take one address unless it takes several', () => {
    const single = { ...text({ name: 'email', label: 'E-mail' }), kind: 'email' as const }
    expect(checkAnswers([single], { email: 'a@example.edu' })).toEqual({})
    expect(checkAnswers([single], { email: 'a@example.edu, b@example.edu' })).toEqual({ email: 'E-mail takes one address.' })
    expect(checkAnswers([{ ...single, multiple: true }], { email: 'a@example.edu, b@example.edu' })).toEqual({})
    expect(checkAnswers([{ ...single, multiple: true }], { email: 'a@example.edu, nope' })).toEqual({ email: 'E-mail is not valid.' })
  })

  it('says only the first failing rule of each field', () => {
    const fields = [text({ required: true, format: 'usPhone' }), text({ name: 'zip', label: 'Zip', format: 'usZip' })]
    expect(checkAnswers(fields, { phone: '', zip: '1001' })).toEqual({ phone: 'Phone is not valid.', zip: 'Zip is not valid.' })
    expect(checkAnswers(fields, { phone: '(212) 555-0100', zip: '10010-1234' })).toEqual({})
  })

  it('needs a required checkbox ticked, and a choice among the options', () => {
    const fields: FormField[] = [
      { kind: 'checkbox', name: 'agree', label: 'I agree', required: true, width: 100, defaultValue: false },
      { kind: 'select', name: 'tickets', label: 'Tickets', required: false, width: 50, defaultValue: '', options: [{ label: '1', value: '1' }] },
      { kind: 'message', name: 'message-2', text: 'Read this first.' },
    ]
    expect(checkAnswers(fields, { agree: false, tickets: '9' })).toEqual({ agree: 'Tick the box to go on: I agree', tickets: 'Tickets is not valid.' })
    expect(checkAnswers(fields, { agree: true, tickets: '' })).toEqual({})
  })

  it('takes only the options another answer allows (spec §9: a start term by programme)', () => {
    const options = ['Summer 2027', 'Fall 2027'].map((value) => ({ label: value, value }))
    const startTerm = {
      kind: 'select' as const,
      name: 'startTerm',
      label: 'Start term',
      required: true,
      width: 50,
      defaultValue: '',
      options,
      optionsBy: { field: 'programme', allowed: { 'MFA Visual Narrative': ['Summer 2027'], 'MPS Art Therapy': ['Fall 2027'] } },
    }
    expect(choicesOf(startTerm, { programme: 'MFA Visual Narrative' })).toEqual([options[0]])
    expect(choicesOf(startTerm, { programme: '' })).toEqual(options)
    expect(choicesOf(startTerm, { programme: 'toString' })).toEqual(options)
    expect(checkAnswers([startTerm], { programme: 'MPS Art Therapy', startTerm: 'Summer 2027' })).toEqual({ startTerm: 'Start term is not valid.' })
    expect(checkAnswers([startTerm], { programme: 'MPS Art Therapy', startTerm: 'Fall 2027' })).toEqual({})
  })
})

describe('a newsletter form (spec §3: Subscribe, RequestNewsletter)', () => {
  it('signs the address up for the list its newsletter field names, the first list otherwise', () => {
    expect(newsletterSignupOf('RequestNewsletter', { email: ' Ada@Example.edu ', firstName: 'Ada', newsletter: 'sva-calendar' })).toEqual({
      email: 'ada@example.edu',
      firstName: 'Ada',
      list: 'sva-calendar',
    })
    expect(newsletterSignupOf('Subscribe', { email: 'ada@example.edu', newsletter: 'nope' })).toEqual({
      email: 'ada@example.edu',
      firstName: null,
      list: 'svanow',
    })
  })

  it('makes no sign-up for other forms, or without an address', () => {
    expect(newsletterSignupOf('SvaFeedback', { email: 'ada@example.edu' })).toBeNull()
    expect(newsletterSignupOf('RequestNewsletter', { email: '' })).toBeNull()
  })
})
