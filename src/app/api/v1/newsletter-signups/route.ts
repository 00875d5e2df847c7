import { endpoints } from '@/api/contract'
import { errorResponse } from '@/api/errors'
import { issuesToDetails } from '@/api/query'
import { SIGNUP_THANK_YOU_PATH, SUBSCRIBE_PATH, SUBSCRIBE_WAIT_PARAM } from '@/domain/newsletters'
import { retryAfterSeconds } from '@/domain/rate-limit'
import { publicOrigin } from '@/env'
import { TooManyTries, countTry, senderOf } from '@/services/abuse-limits'
import { subscribe } from '@/services/newsletters'

/** A sign-up form is small; anything larger is not one. */
const MAX_BODY_BYTES = 4096

/**
 * spec §2 (subscribe): stores a sign-up sent as JSON (201, or 200 when already on the list) or a form post (303); 429 past
 * the sender's limit. A sign-up waits (`status: pending`) until its address follows the link mailed to it (decision 0125).
 */
export async function POST(request: Request): Promise<Response> {
  const type = request.headers.get('content-type') ?? ''
  const isForm = /application\/x-www-form-urlencoded|multipart\/form-data/i.test(type)
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return errorResponse(413, 'A sign-up is at most 4 KB.')

  let input: unknown
  if (isForm) input = Object.fromEntries(new URLSearchParams(text))
  else if (/application\/json/i.test(type)) {
    try {
      input = JSON.parse(text)
    } catch {
      return errorResponse(400, 'Send the sign-up as JSON: { "email", "firstName", "list" }.', [{ path: '(body)', message: 'is not valid JSON' }])
    }
  } else return errorResponse(415, 'Send the sign-up as JSON or as a form.')

  const parsed = endpoints.newsletterSignup.body.safeParse(input)
  if (!parsed.success) {
    const details = issuesToDetails(parsed.error.issues)
    if (isForm) {
      const list = typeof (input as { list?: unknown }).list === 'string' ? (input as { list: string }).list : ''
      const back = new URL(SUBSCRIBE_PATH, publicOrigin())
      if (list) back.searchParams.set('newsletter', list)
      back.searchParams.set('invalid', details[0]?.path ?? 'email')
      return Response.redirect(back, 303)
    }
    return errorResponse(400, `The sign-up is not complete. ${details.map((d) => `${d.path}: ${d.message}`).join(' ')}`, details)
  }
  try {
    await countTry('newsletterSignup', senderOf(request.headers))
  } catch (error) {
    if (!(error instanceof TooManyTries)) throw error
    if (!isForm) return errorResponse(429, error.message, [], error.retryAfter)
    const back = new URL(SUBSCRIBE_PATH, publicOrigin())
    back.searchParams.set('newsletter', parsed.data.list)
    back.searchParams.set(SUBSCRIBE_WAIT_PARAM, String(retryAfterSeconds(error.retryAfterMs)))
    return Response.redirect(back, 303)
  }
  try {
    const { created, status } = await subscribe(parsed.data)
    if (isForm) return Response.redirect(new URL(SIGNUP_THANK_YOU_PATH, publicOrigin()), 303)
    return Response.json(
      { created, status, email: parsed.data.email, list: parsed.data.list },
      { status: created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    console.error('[subscribe] storing a sign-up failed', error)
    return errorResponse(500, 'The sign-up could not be stored. Please try again later.')
  }
}
