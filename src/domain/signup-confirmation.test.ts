import { describe, expect, it } from 'vitest'

import { signupConfirmationEmail } from './signup-confirmation'

describe('the confirmation of a newsletter sign-up', () => {
  const mail = signupConfirmationEmail({
    email: 'ada@example.edu',
    firstName: 'Ada <script>',
    listTitle: 'Calendar',
    confirmUrl: 'https://college.example/subscribe/confirm?token=c.1.2.x',
    unsubscribeUrl: 'https://college.example/unsubscribe?token=u.1..y',
    college: { collegeName: 'Foundry', accentColor: '#c8102e', email: 'info@college.example', origin: 'https://college.example' },
  })

  it('asks the address to follow the link within the 7 days it works, in HTML and plain text', () => {
    expect(mail).toMatchObject({ to: 'ada@example.edu', replyTo: 'info@college.example', subject: 'Confirm your subscription to Calendar from Foundry' })
    expect(mail.text).toContain('https://college.example/subscribe/confirm?token=c.1.2.x')
    expect(mail.text).toContain('within 7 days')
    expect(mail.html).toContain('href="https://college.example/subscribe/confirm?token=c.1.2.x"')
    expect(mail.html).toContain('Ada &lt;script&gt;')
    expect(mail.html).not.toContain('<script>')
  })

  it('carries the one-click unsubscribe of every newsletter e-mail (RFC 8058)', () => {
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://college.example/unsubscribe?token=u.1..y>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain('Unsubscribe: https://college.example/unsubscribe?token=u.1..y')
  })
})
