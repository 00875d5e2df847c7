import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { AUDIT_ACTIONS } from '@/domain/audit'
import { hasCapability } from '@/domain/capabilities'

/** spec §6 (audit logs): written by src/cms/plugins/audit-log.ts in the change's transaction; read by holders of audit logs; changed by nobody. */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  labels: { singular: 'Audit log entry', plural: 'Audit log' },
  admin: {
    group: 'Staff',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'entity', 'summary', 'userEmail'],
    hidden: ({ user }) => !hasCapability(user, 'auditLogs'),
  },
  access: { read: can('auditLogs'), create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map((value) => ({ value, label: value })) },
    { name: 'entity', type: 'text', required: true, index: true, admin: { description: 'The collection or global.' } },
    { name: 'documentId', type: 'text', index: true },
    { name: 'summary', type: 'text', admin: { description: 'The document’s title when it was written.' } },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'userEmail', type: 'text', admin: { description: 'Kept as it was, also for a failed sign-in or a deleted account.' } },
    {
      name: 'note',
      type: 'text',
      admin: { description: 'Scheduled publishing: when it was scheduled for, and which run of the job published or refused it.' },
    },
  ],
}
