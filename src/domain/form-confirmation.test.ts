import { describe, expect, it } from 'vitest'

import { type ConfirmationForm, DEFAULT_CONFIRMATION_TEXT, confirmationEmail, defaultConfirmationSubject, senderAddress } from './form-confirmation'

const college = {
  collegeName: 'Foundry College of Art',
  accentColor: '#c8102e',
  phone: '212-555-0100',
  email: 'hello@foundry.example',
  origin: 'https://foundry.example',
}
const form = (overrides: Partial<ConfirmationForm> = {}): ConfirmationForm => ({
  title: 'Library Reserve',
  scope: 'LibraryReserve',
  subject: null,
  text: null,
  requestForInformation: null,
  questions: [
    { name: 'name', label: 'Your name', kind: 'text' },
    { name: 'email', label: 'E-mail', kind: 'email' },
    { name: 'room', label: 'Room', kind: 'select', options: [{ label: 'Reading Room <A>', value: 'a' }] },
    { name: 'agree', label: 'I agree', kind: 'checkbox' },
    { name: 'note', label: 'Note', kind: 'message' },
  ],
  ...overrides,
})
const answers = { name: 'Ada <Byron>', email: 'ada@example.edu', room: 'a', agree: 'true' }

describe('the confirmation a form’s sender gets', () => {
  it('goes to the first usable address of an e-mail question, and to nobody without one', () => {
    expect(senderAddress(form().questions, { email: ' ada@example.edu, bob@example.edu' })).toBe('ada@example.edu')
    expect(confirmationEmail(form(), { ...answers, email: 'not an address' }, college)).toBeNull()
    expect(confirmationEmail(form({ questions: form().questions.filter((q) => q.kind !== 'email') }), answers, college)).toBeNull()
  })

  it('lists the answers in HTML and plain text, with the defaults when staff wrote nothing', () => {
    const mail = confirmationEmail(form(), answers, college)!
    expect(mail).toMatchObject({ to: 'ada@example.edu', replyTo: 'hello@foundry.example', subject: defaultConfirmationSubject('Library Reserve') })
    expect(mail.text).toContain(DEFAULT_CONFIRMATION_TEXT)
    expect(mail.text).toContain('Your name: Ada <Byron>\nE-mail: ada@example.edu\nRoom: Reading Room <A>\nI agree: Yes')
    expect(mail.html).toContain('Ada &lt;Byron&gt;')
    expect(mail.html).toContain('Reading Room &lt;A&gt;')
    expect(mail.html).toContain('background: #c8102e')
    expect(mail.html).not.toContain('<Byron>')
  })

  it('uses the subject and words staff wrote for the form', () => {
    const mail = confirmationEmail(form({ subject: 'Your room is held', text: 'We hold rooms for a week.\n\nBring your card.' }), answers, college)!
    expect(mail.subject).toBe('Your room is held')
    expect(mail.html).toContain(
      '<p style="font-family: Helvetica, Arial, sans-serif; margin: 0 0 16px 0; font-size: 16px; line-height: 24px; color: #1a1a1a;">Bring your card.</p>',
    )
    expect(mail.text).toContain('We hold rooms for a week.')
  })

  it('tells a request for information what was asked and what happens next', () => {
    const rfi = form({
      title: 'Graduate: Request Information',
      scope: 'RFIRegistration',
      requestForInformation: { type: 'ForDepartmentPage', mainType: 'Graduate' },
    })
    const mail = confirmationEmail(rfi, { ...answers, programme: 'MFA Fine Arts' }, college)!
    expect(mail.text).toContain('information about our graduate programme MFA Fine Arts')
    expect(mail.text).toContain('within two working days')
    const materials = confirmationEmail(form({ requestForInformation: { type: 'RequestMaterials', mainType: 'Undergraduate' } }), answers, college)!
    expect(materials.text).toContain('printed materials about our undergraduate programmes')
  })
})
