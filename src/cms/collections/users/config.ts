import type { CollectionConfig } from 'payload'

import { hasCapability } from '@/cms/access/capabilities'
import { can, canField, isStaff } from '@/cms/access/checks'
import { AUTH_TOKEN_EXPIRY_SECONDS } from '@/domain/auth'

/** Staff accounts. A staff member edits their own profile; the `user` capability edits anyone. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'fullName', group: 'Staff', defaultColumns: ['fullName', 'email', 'roles'] },
  auth: {
    tokenExpiration: AUTH_TOKEN_EXPIRY_SECONDS,
    depth: 1,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  access: {
    admin: isStaff,
    // Staff accounts hold e-mails and roles: everyone reads their own; all of them take `user` (spec §6).
    read: ({ req }) => hasCapability(req.user, 'user') || (req.user ? { id: { equals: req.user.id } } : false),
    create: can('user'),
    update: ({ req, id }) => hasCapability(req.user, 'user') || (req.user !== null && req.user?.id === id),
    delete: can('user'),
  },
  fields: [
    { name: 'fullName', type: 'text', required: true },
    {
      name: 'roles',
      type: 'relationship',
      relationTo: 'roles',
      hasMany: true,
      saveToJWT: false,
      access: { create: canField('userRoles'), update: canField('userRoles') },
    },
  ],
}
