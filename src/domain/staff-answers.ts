import { STAFF_TOKEN_COOKIE } from './staff-marker'

/** What an answer carrying staff data says to every cache on the way (docs/decisions/0118). */
export const STAFF_ANSWER_CACHE_CONTROL = 'no-store'

/** Payload's own REST calls that answer about the signed-in account or about accounts: never kept, whoever asks. */
const ACCOUNT_PATH = /^\/api\/users(?:\/|$)/

function hasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.split('=')[0]!.trim() === name)
}

/**
 * Whether an answer of Payload's REST API may carry staff data: the request is signed in (a token in the `Authorization`
 * header or Payload's cookie), or it is about accounts. Visitors' anonymous calls keep their own caching.
 */
export function carriesStaffData(pathname: string, headers: Headers): boolean {
  if (ACCOUNT_PATH.test(pathname)) return true
  if ((headers.get('authorization') ?? '').trim() !== '') return true
  return hasCookie(headers.get('cookie'), STAFF_TOKEN_COOKIE)
}
