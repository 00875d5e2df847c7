import type { CollectionConfig } from 'payload'

import { CAPABILITIES } from '@/cms/access/capabilities'
import { can, isStaff } from '@/cms/access/checks'

/** A named set of capabilities (spec §6). Which role holds which capability is content. */
export const Roles: CollectionConfig = {
  slug: 'roles',
  admin: { useAsTitle: 'title', group: 'Staff', defaultColumns: ['title', 'capabilities'] },
  access: { read: isStaff, create: can('userRoles'), update: can('userRoles'), delete: can('userRoles') },
  fields: [
    { name: 'title', type: 'text', required: true, unique: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'capabilities',
      type: 'select',
      hasMany: true,
      options: CAPABILITIES.map(({ value, label }) => ({ value, label })),
    },
  ],
}
