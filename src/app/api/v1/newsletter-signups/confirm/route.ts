import { LINK_OUTCOME_PATHS } from '@/domain/newsletters'
import { publicOrigin } from '@/env'
import { confirmSignup } from '@/services/newsletters'

/** The confirmation link of a sign-up (`/subscribe/confirm?token=`, which the proxy sends here): to the page that says what became of it. */
export async function GET(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token')
  const outcome = await confirmSignup(token)
  return new Response(null, {
    status: 303,
    headers: { Location: new URL(LINK_OUTCOME_PATHS[outcome], publicOrigin()).toString(), 'Cache-Control': 'no-store' },
  })
}
