import type { CollectionConfig } from 'payload'

import { can } from '@/cms/access/checks'
import { CAPABILITIES, hasCapability } from '@/domain/capabilities'
import { relationIds } from '@/domain/relations'

/** A named set of capabilities (spec §6). Which role holds which capability is content. */
export const Roles: CollectionConfig = {
  slug: 'roles',
  admin: { useAsTitle: 'title', group: 'Staff', defaultColumns: ['title', 'capabilities'] },
  access: {
    // Everyone reads the roles they hold; all of them take `user` or `userRoles` (spec §6).
    read: ({ req }) =>
      hasCapability(req.user, 'user') || hasCapability(req.user, 'userRoles') || (req.user ? { id: { in: relationIds(req.user.roles) } } : false),
    create: can('userRoles'),
    update: can('userRoles'),
    delete: can('userRoles'),
  },
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
