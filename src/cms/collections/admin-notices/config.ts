import type { CollectionConfig } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { ADMIN_NOTICE_MAX_LENGTH } from '@/domain/admin-notices'
import { hasCapability } from '@/domain/capabilities'

/** spec §6 (admin notifications): notices on the dashboard; one with "alert until" is a banner on every screen until then. */
export const AdminNotices: CollectionConfig = {
  slug: 'admin-notices',
  labels: { singular: 'Admin notice', plural: 'Admin notices' },
  admin: { useAsTitle: 'message', group: 'Staff', defaultColumns: ['message', 'alertUntil', 'createdAt'] },
  access: {
    // Staff read them (anyone who may sign in); visitors never.
    read: ({ req }) => hasCapability(req.user, 'session'),
    create: can('adminNotifications'),
    update: can('adminNotifications'),
    delete: can('adminNotifications'),
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'message', type: 'textarea', required: true, maxLength: ADMIN_NOTICE_MAX_LENGTH },
    {
      name: 'alertUntil',
      label: 'Alert everyone until',
      type: 'date',
      access: { create: canField('alertUsersWithNotificationsUntilDate'), update: canField('alertUsersWithNotificationsUntilDate') },
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Shows the notice as a banner on every back-office screen until this moment. Leave empty to list it on the dashboard only.',
      },
    },
  ],
}
