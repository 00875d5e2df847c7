import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { hasCapability } from '@/domain/capabilities'

const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const

/** E-mails owed to staff and to the senders of forms, written in the transaction of what they tell of and sent by the outbox job: a mail server down only delays. */
export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Outgoing e-mail', plural: 'Outgoing e-mails' },
  admin: {
    group: 'Forms',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'updatedAt'],
    hidden: ({ user }) => !hasCapability(user, 'form'),
  },
  access: { read: can('form'), create: () => false, update: () => false, delete: can('form') },
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'cc', type: 'text' },
    { name: 'bcc', type: 'text' },
    { name: 'replyTo', type: 'text' },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'text', label: 'Plain text', type: 'textarea' },
    { name: 'headers', type: 'json', admin: { description: 'Extra headers, e.g. List-Unsubscribe on newsletter mail.' } },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...OUTBOX_STATUSES] },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'sentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', type: 'textarea' },
    { name: 'submission', type: 'relationship', relationTo: 'form-submissions' },
  ],
}
