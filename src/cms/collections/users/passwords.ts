import crypto from 'node:crypto'

/** How Payload 3.90 derives a stored password (its `pbkdf2-sha256-v1:` hashes), and its older hashes. */
const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const PASSWORD_HASH = { iterations: 600_000, keyLength: 32 } as const
const LEGACY_PASSWORD_HASH = { iterations: 25_000, keyLength: 512 } as const

function derive(password: string, salt: string, { iterations, keyLength }: { iterations: number; keyLength: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The default export's function, read at each call, as Payload's own check reads it.
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** Whether `password` is the one stored as `hash` and `salt` (Payload's own check, which it does not export). */
export async function passwordMatches(stored: { hash?: unknown; salt?: unknown } | null, password: string): Promise<boolean> {
  if (!stored || typeof stored.hash !== 'string' || typeof stored.salt !== 'string' || password === '') return false
  const current = stored.hash.startsWith(CURRENT_HASH_PREFIX)
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_HASH_PREFIX.length) : stored.hash, 'hex')
  const key = await derive(password, stored.salt, current ? PASSWORD_HASH : LEGACY_PASSWORD_HASH)
  return key.length === expected.length && crypto.timingSafeEqual(key, expected)
}

/** A fixed salt for the check of an account that does not exist: the work is the point, not the result. */
const DUMMY_SALT = 'no-such-account'

/** The work of one password check against nothing: a sign-in for an unknown account takes as long as a wrong password (docs/decisions/0116). */
export async function dummyPasswordCheck(password: unknown): Promise<void> {
  await derive(typeof password === 'string' ? password : '', DUMMY_SALT, PASSWORD_HASH)
}
