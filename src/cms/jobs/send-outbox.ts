import type { TaskConfig } from 'payload'

import { env } from '@/env'
import { deliverDueMessages } from '@/services/outbox'

const OUTBOX_QUEUE = 'outbox'

/** Sends the e-mails that are due (services/outbox.ts), on OUTBOX_CRON (every minute unless set), run by the job clock. */
export const sendOutboxTask: TaskConfig<'send-outbox'> = {
  slug: 'send-outbox',
  label: 'Send the outgoing e-mails that are due',
  schedule: [{ cron: env().OUTBOX_CRON, queue: OUTBOX_QUEUE }],
  retries: 0,
  outputSchema: [
    { name: 'sent', type: 'number', required: true },
    { name: 'retried', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await deliverDueMessages(req.payload) }),
}
