import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { mailHealthWarnings } from '@/domain/mail-health'
import { reloadEnv } from '@/env'
import { mailHealth, retryFailedEmails } from '@/services/mail-health'

import { seededPayload } from './harness'

let payload: Payload

beforeAll(async () => {
  ;({ payload } = await seededPayload())
})
afterEach(() => {
  delete process.env.SMTP_URL
  reloadEnv()
})

const message = (status: 'pending' | 'failed' | 'sent', n: number) =>
  payload.create({
    collection: 'outbox-messages',
    overrideAccess: true,
    data: {
      to: `person${n}@example.edu`,
      subject: `Message ${n}`,
      status,
      attempts: status === 'failed' ? 12 : 0,
      lastError: status === 'failed' ? 'refused' : null,
    },
  })

// The back office's mail banner: SMTP_URL unset, or e-mails that failed; the outbox's counts; a retry.
describe('mail health', () => {
  it('counts the outbox by state and says whether a mail server is set', async () => {
    const before = await mailHealth()
    await Promise.all([message('pending', 1), message('pending', 2), message('failed', 3), message('sent', 4)])
    const after = await mailHealth()
    expect(after).toEqual({ smtpConfigured: false, waiting: before.waiting + 2, failed: before.failed + 1, sent: before.sent + 1 })
    expect(mailHealthWarnings(after)).toHaveLength(2)

    process.env.SMTP_URL = 'smtp://127.0.0.1:2525'
    reloadEnv()
    expect((await mailHealth()).smtpConfigured).toBe(true)
  })

  it('sends every failed e-mail again: waiting, due now, its tries counted afresh', async () => {
    const failed = await message('failed', 5)
    const now = new Date()
    expect(await retryFailedEmails(now)).toBeGreaterThanOrEqual(1)
    const again = await payload.findByID({ collection: 'outbox-messages', id: failed.id, overrideAccess: true, depth: 0 })
    expect(again).toMatchObject({ status: 'pending', attempts: 0 })
    expect(new Date(again.nextAttemptAt!).getTime()).toBe(now.getTime())
    expect((await mailHealth()).failed).toBe(0)
  })
})
