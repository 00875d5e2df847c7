import { errorResponse } from '@/api/errors'
import { LINK_OUTCOME_PATHS } from '@/domain/newsletters'
import { publicOrigin } from '@/env'
import { unsubscribe } from '@/services/newsletters'

/** RFC 8058: what a mail client posts for a one-click unsubscribe, the pair List-Unsubscribe=One-Click. */
const ONE_CLICK = { name: 'List-Unsubscribe', value: 'One-Click' }
const MAX_BODY_BYTES = 4096

const noStore = { 'Cache-Control': 'no-store' }
const goTo = (path: string) => new Response(null, { status: 303, headers: { Location: new URL(path, publicOrigin()).toString(), ...noStore } })

/**
 * The unsubscribe link of newsletter mail (`POST /unsubscribe?token=`, which the proxy sends here): signed, so it needs
 * no cookie and no form token. A mail client's one click is answered 200; the page's button goes on to a page that says so.
 */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token')
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return errorResponse(413, 'An unsubscribe request is at most 4 KB.')
  // Sent as multipart/form-data, as RFC 8058 prefers, or urlencoded: either carries the one-click pair.
  const type = request.headers.get('content-type') ?? ''
  const fields = await new Response(text, { headers: { 'Content-Type': type || 'text/plain' } }).formData().catch(() => null)
  const oneClick = fields?.get(ONE_CLICK.name) === ONE_CLICK.value
  const outcome = await unsubscribe(token)
  if (oneClick) {
    if (outcome === 'unsubscribed')
      return new Response('Unsubscribed.\n', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore } })
    return errorResponse(400, 'This unsubscribe link is not valid: it was altered or cut. Use the link of a newer e-mail.')
  }
  return goTo(LINK_OUTCOME_PATHS[outcome])
}
