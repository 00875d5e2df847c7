import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type CollectionConfig,
  ValidationError,
} from 'payload'

import { can, canField } from '@/cms/access/checks'
import { AUTH_TOKEN_EXPIRY_SECONDS, sessionCookieOptions } from '@/domain/auth'
import { hasCapability } from '@/domain/capabilities'
import { publicOrigin } from '@/env'
import { FORGOT_PASSWORD_INTERVAL_MS } from '@/domain/rate-limit'
import { TooManyTries, clearTries, countTry, giveBackTry, senderOf } from '@/services/abuse-limits'

import { dummyPasswordCheck, passwordMatches } from './passwords'

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

/** A refusal by the abuse limits: 429 with `Retry-After`, logged as information (payload.config.ts). */
function refusal(error: TooManyTries, req: { responseHeaders?: Headers }): APIError {
  req.responseHeaders = new Headers(error.retryAfter)
  const refused = new APIError(error.message, 429, null, true)
  refused.name = SIGN_IN_REFUSED // logged as information, as Payload logs its own lockout: a flood must not fill the error log
  return refused
}

/**
 * Every sign-in takes a try of its account's and address's limits before the password is checked (docs/decisions/0062);
 * success hands it back. A sign-in for an account that does not exist does the work of a password check all the same, so
 * the time it takes does not tell which staff e-mails exist (docs/decisions/0116). Forgot-password takes a try of its
 * sender's limit; its account's is Payload's own interval between e-mails, which answers the same either way.
 */
const signInTakesTries: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') {
    try {
      await countTry('forgotPasswordAddress', senderOf(req.headers))
    } catch (error) {
      if (error instanceof TooManyTries) throw refusal(error, req)
      throw error
    }
    return args
  }
  if (operation !== 'login') return args
  try {
    await countTry('signInAddress', senderOf(req.headers))
    await countTry('signInAccount', accountOf(args.data?.email))
  } catch (error) {
    if (!(error instanceof TooManyTries)) throw error
    if (error.limit === 'signInAccount') await giveBackTry('signInAddress', senderOf(req.headers) ?? '')
    throw refusal(error, req)
  }
  const account = accountOf(args.data?.email)
  const known = account !== '' && (await req.payload.db.findOne({ collection: 'users', where: { email: { equals: account } }, req }))
  if (!known) await dummyPasswordCheck(args.data?.password)
  return args
}

/** An administrator's unlock and a password reset start the account's count afresh, as they clear Payload's own lockout (docs/decisions/0116). */
const unlockClearsTries: CollectionAfterOperationHook = async ({ args, operation, result }) => {
  const done = operation as string
  if (done === 'unlock') await clearTries('signInAccount', accountOf((args as { data?: { email?: unknown } }).data?.email))
  if (done === 'resetPassword') {
    const email = (result as { user?: { email?: unknown } } | null)?.user?.email
    if (email) await clearTries('signInAccount', accountOf(email))
  }
  return result
}

const successGivesTriesBack: CollectionAfterLoginHook = async ({ req, user }) => {
  const sender = senderOf(req.headers)
  if (sender !== null) await giveBackTry('signInAddress', sender)
  await clearTries('signInAccount', accountOf(user.email))
  return user
}

/** The field that carries the current password with a change of one's own e-mail or password; never stored. */
export const CURRENT_PASSWORD_FIELD = 'currentPassword'

/** The message of a change of one's own e-mail or password sent without the right current password. */
const CURRENT_PASSWORD_MESSAGE = 'Enter your current password to change your e-mail address or password.'

type SignInChange = { own: boolean; email: boolean; password: boolean }

function signInChange(
  data: Record<string, unknown>,
  original: { id?: unknown; email?: unknown } | undefined,
  user: { id?: unknown; collection?: string } | null,
): SignInChange {
  const own = Boolean(user && original && user.collection === 'users' && String(user.id) === String(original.id))
  const email = typeof data.email === 'string' && data.email.trim().toLowerCase() !== String(original?.email ?? '').toLowerCase()
  const password = typeof data.password === 'string' && data.password !== ''
  return { own, email, password }
}

/**
 * Changing one's own e-mail or password asks for the current password (docs/decisions/0117): a stolen session alone
 * cannot take the account over. A wrong one takes a try of the account's sign-in limit. Staff who manage accounts
 * (`user`) change another's without their own.
 */
const signInChangeAsksPassword: CollectionBeforeValidateHook = async ({ context, data, operation, originalDoc, req }) => {
  if (!data) return data
  const { [CURRENT_PASSWORD_FIELD]: current, ...rest } = data as Record<string, unknown>
  if (operation !== 'update') return rest
  const change = signInChange(rest, originalDoc, req.user)
  if (change.password) context[NEW_PASSWORD] = true
  if (!req.user) return rest
  if (!change.own || (!change.email && !change.password)) return rest
  const account = accountOf(originalDoc?.email)
  try {
    await countTry('signInAccount', account)
  } catch (error) {
    if (error instanceof TooManyTries) throw refusal(error, req)
    throw error
  }
  const stored = await req.payload.db.findOne<{ id: number; hash?: unknown; salt?: unknown }>({
    collection: 'users',
    where: { id: { equals: originalDoc!.id } },
    req,
  })
  if (!(typeof current === 'string' && (await passwordMatches(stored, current)))) {
    throw new ValidationError({ collection: 'users', errors: [{ message: CURRENT_PASSWORD_MESSAGE, path: CURRENT_PASSWORD_FIELD }] })
  }
  await giveBackTry('signInAccount', account)
  return rest
}

/** The request context's mark of a new password, from the validation hook to the one after the change. */
const NEW_PASSWORD = 'newPassword'

/** A new password, set by its owner or an administrator, lifts the lockout: our count and Payload's own (docs/decisions/0116). */
const newPasswordClearsTries: CollectionAfterChangeHook = async ({ context, doc, operation, req }) => {
  if (operation !== 'update' || !context[NEW_PASSWORD]) return doc
  await clearTries('signInAccount', accountOf(doc.email))
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { loginAttempts: 0, lockUntil: null }, req, returning: false })
  return doc
}

/** A new e-mail address ends every other session of the account (Payload ends them itself for a new password). */
const newEmailEndsOtherSessions: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc || String(previousDoc.email).toLowerCase() === String(doc.email).toLowerCase()) return doc
  const stored = await req.payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({ collection: 'users', where: { id: { equals: doc.id } }, req })
  const own = req.user?.collection === 'users' && String(req.user.id) === String(doc.id)
  const current = own ? (req.user as { _sid?: string })._sid : undefined
  const kept = (stored?.sessions ?? []).filter((session) => current !== undefined && session.id === current)
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: kept }, req, returning: false })
  return doc
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
    // At most one reset e-mail per account in this interval, answered the same as any other (docs/decisions/0116).
    forgotPassword: {
      minRequestInterval: FORGOT_PASSWORD_INTERVAL_MS,
      // On the public origin: without SERVER_URL Payload would leave the link relative, as it trusts no Host header.
      generateEmailHTML: ({ token } = {}) => {
        const link = `${publicOrigin()}/admin/reset/${encodeURIComponent(token ?? '')}`
        return `<p>Someone asked to reset the password of your staff account. Follow this link within an hour to choose a new one; it also lifts a lock on the account:</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`
      },
    },
    cookies: sessionCookieOptions(publicOrigin()),
  },
  access: {
    admin: ({ req }) => hasCapability(req.user, 'session'),
    // Staff accounts hold e-mails and roles: everyone reads their own; all of them take `user` (spec §6).
    read: ({ req }) => hasCapability(req.user, 'user') || (req.user ? { id: { equals: req.user.id } } : false),
    create: can('user'),
    update: ({ req, id }) => hasCapability(req.user, 'user') || (hasCapability(req.user, 'cmsUserProfile') && req.user?.id === id),
    delete: can('user'),
    // Lifting a lockout clears the account's sign-in count too: the staff who manage accounts (Payload lets any staff).
    unlock: can('user'),
  },
  hooks: {
    beforeOperation: [signInTakesTries],
    beforeValidate: [signInChangeAsksPassword],
    afterChange: [newPasswordClearsTries, newEmailEndsOtherSessions],
    beforeLogin: [signInTakesSession],
    afterLogin: [successGivesTriesBack],
    afterOperation: [unlockClearsTries],
  },
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
      name: CURRENT_PASSWORD_FIELD,
      label: 'Current password',
      type: 'text',
      virtual: true,
      admin: {
        components: { Field: '@payloadcms/ui#PasswordField' },
        description: 'Needed to change your own e-mail address or password (not to manage another account).',
      },
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
