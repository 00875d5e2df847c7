import { describe, expect, it } from 'vitest'

import { OUTBOX_MAX_ATTEMPTS, afterFailure, printableMessage, retryDelayMs } from './outbox'

describe('the outbox’s retries', () => {
  it('waits twice as long after each failure, six hours at most', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000])
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000)
  })

  it('tries again later until the last attempt, then gives up', () => {
    const now = new Date('2026-11-24T12:00:00Z')
    expect(afterFailure(1, now)).toEqual({ status: 'pending', nextAttemptAt: '2026-11-24T12:01:00.000Z' })
    expect(afterFailure(OUTBOX_MAX_ATTEMPTS - 1, now).status).toBe('pending')
    expect(afterFailure(OUTBOX_MAX_ATTEMPTS, now)).toEqual({ status: 'failed' })
  })
})

describe('a message as the log shows it without a mail server', () => {
  it('names the envelope, the extra headers and the plain text, else the HTML as text', () => {
    const shown = printableMessage({
      to: 'ada@example.edu',
      from: 'no-reply@college.example',
      subject: 'Confirm',
      headers: { 'List-Unsubscribe': '<https://college.example/unsubscribe?token=t>' },
      text: 'Follow the link.',
      html: '<p>ignored</p>',
    })
    expect(shown.split('\n')).toEqual([
      '  From: no-reply@college.example',
      '  To: ada@example.edu',
      '  Subject: Confirm',
      '  List-Unsubscribe: <https://college.example/unsubscribe?token=t>',
      '',
      '  Follow the link.',
    ])
    expect(printableMessage({ to: 'a@b.co', from: 'x@y.z', subject: 's', html: '<p>One &amp; two</p><p>Three</p>' })).toMatch(/One & two\nThree$/)
  })
})
