import { describe, expect, it } from 'vitest'

import { mailHealthWarnings } from './mail-health'

describe('the back office’s mail health', () => {
  it('warns of nothing when mail is configured and nothing failed', () => {
    expect(mailHealthWarnings({ smtpConfigured: true, waiting: 3, failed: 0, sent: 40 })).toEqual([])
  })

  it('says mail is off while SMTP_URL is unset, and how many e-mails wait', () => {
    expect(mailHealthWarnings({ smtpConfigured: false, waiting: 8, failed: 0, sent: 0 })).toEqual([
      'Mail is not configured (SMTP_URL is not set): nothing is sent. 8 e-mails waiting will be sent once it is.',
    ])
    expect(mailHealthWarnings({ smtpConfigured: false, waiting: 1, failed: 0, sent: 0 })[0]).toContain('1 e-mail waiting')
  })

  it('says how many failed, after the outbox’s last try', () => {
    expect(mailHealthWarnings({ smtpConfigured: true, waiting: 0, failed: 2, sent: 5 })).toEqual([
      '2 e-mails could not be sent after 12 tries. Retry them once the mail server is fixed.',
    ])
  })
})
