import { APIError, type CollectionAfterLoginHook, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { can, canField } from '@/cms/access/checks'
import { AUTH_TOKEN_EXPIRY_SECONDS, sessionCookieOptions } from '@/domain/auth'
import { hasCapability } from '@/domain/capabilities'
import { publicOrigin } from '@/env'
import { TooManyTries, clearTries, countTry, giveBackTry, senderOf } from '@/services/abuse-limits'

/** spec §6 (session): the message of a sign-in refused to an account whose roles do not include it. */
const NO_SESSION_MESSAGE = 'This account may not sign in: none of its roles holds the Session capability. Ask an administrator.'

/** Signing in takes `session` (spec §6); the login operation hands the hook roles as ids, so read them. */
const signInTakesSession: CollectionBeforeLoginHook = async ({ user, req }) => {
  const withRoles = await req.payload.findByID({ collection: 'users', id: user.id, depth: 1, overrideAccess: true, req })
  if (!hasCapability(withRoles, 'session')) throw new APIError(NO_SESSION_MESSAGE, 403, null, true)
  return user
}

/** The name of a sign-in refused by the abuse limits (payload.config.ts logs it at info level). */
export const SIGN_IN_REFUSED = 'SignInRefused'

const accountOf = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')

/** Every sign-in takes a try of its account's and address's limits before the password is checked (docs/decisions/0062); success hands it back. */
const signInTakesTries: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  try {
    await countTry('signInAddress', senderOf(req.headers))
    await countTry('signInAccount', accountOf(args.data?.email))
  } catch (error) {
    if (!(error instanceof TooManyTries)) throw error
    if (error.limit === 'signInAccount') await giveBackTry('signInAddress', senderOf(req.headers) ?? '')
    req.responseHeaders = new Headers(error.retryAfter)
    const refusal = new APIError(error.message, 429, null, true)
    refusal.name = SIGN_IN_REFUSED // logged as information, as Payload logs its own lockout: a flood must not fill the error log
    throw refusal
  }
  return args
}

const successGivesTriesBack: CollectionAfterLoginHook = async ({ req, user }) => {
  const sender = senderOf(req.headers)
  if (sender !== null) await giveBackTry('signInAddress', sender)
  await clearTries('signInAccount', accountOf(user.email))
  return user
}

/** Staff accounts: `user` manages anyone's; everyone edits their own profile with `CMS user profile` (spec §6). */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'fullName', group: 'Staff', defaultColumns: ['fullName', 'email', 'roles'] },
  auth: {
    tokenExpiration: AUTH_TOKEN_EXPIRY_SECONDS,
    depth: 1,
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
    cookies: sessionCookieOptions(publicOrigin()),
  },
  access: {
    admin: ({ req }) => hasCapability(req.user, 'session'),
    // Staff accounts hold e-mails and roles: everyone reads their own; all of them take `user` (spec §6).
    read: ({ req }) => hasCapability(req.user, 'user') || (req.user ? { id: { equals: req.user.id } } : false),
    create: can('user'),
    update: ({ req, id }) => hasCapability(req.user, 'user') || (hasCapability(req.user, 'cmsUserProfile') && req.user?.id === id),
    delete: can('user'),
  },
  hooks: { beforeOperation: [signInTakesTries], beforeLogin: [signInTakesSession], afterLogin: [successGivesTriesBack] },
  fields: [
    { name: 'fullName', type: 'text', required: true },
    {
      name: 'adminToolbar',
      label: 'Show the edit toolbar on the public site',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Edit, Before/After and Logout at the foot of every public page while you are signed in (spec §4).' },
    },
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
