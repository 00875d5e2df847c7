import { createHmac, timingSafeEqual } from 'node:crypto'

import { cms } from './cms'

/** When a form was shown, signed so that a robot cannot claim it waited (spec: a least fill time); a cached page's older stamp only helps. */

const signatureOf = async (slug: string, shownAt: number) =>
  createHmac('sha256', (await cms()).secret)
    .update(`form-stamp:${slug}:${shownAt}`)
    .digest('base64url')

/** The stamp of a form shown now. */
export async function formStamp(slug: string, now = Date.now()): Promise<string> {
  return `${now}.${await signatureOf(slug, now)}`
}

/** How long ago the form was shown, in ms, or null when the stamp is missing, forged or from the future. */
export async function elapsedSinceShown(slug: string, stamp: unknown, now = Date.now()): Promise<number | null> {
  if (typeof stamp !== 'string') return null
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(stamp)
  if (!match) return null
  const shownAt = Number(match[1])
  const given = Buffer.from(match[2]!)
  const expected = Buffer.from(await signatureOf(slug, shownAt))
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || shownAt > now) return null
  return now - shownAt
}
