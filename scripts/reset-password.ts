/** `npm run reset-password -- <email>`: gives a staff member a new generated password. */
import { randomBytes } from 'node:crypto'

import { bootPayload } from '@/seed/boot'

const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run reset-password -- <email>')
  process.exit(2)
}
const payload = await bootPayload()
const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email.toLowerCase() } }, limit: 1, overrideAccess: true })
const user = docs[0]
if (!user) {
  console.error(`No staff member has the e-mail ${email}.`)
  process.exit(1)
}
const password = randomBytes(12).toString('base64url')
await payload.update({ collection: 'users', id: user.id, data: { password, loginAttempts: 0, lockUntil: null }, overrideAccess: true })
console.log(`New password for ${email}: ${password}`)
process.exit(0)
