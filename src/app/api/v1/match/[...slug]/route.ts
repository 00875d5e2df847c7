import { cachedAnswer } from '@/api/cached-answer'
import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { nothingMatchesMessage } from '@/domain/messages'
import { matchPath } from '@/services/match'

/** What lives at a path changes only with content: read once per content change (docs/decisions/0070); a miss is not kept. */
export const GET = handle(
  endpoints.match,
  cachedAnswer(async (_query, _url, params: { slug: string[] }) => found(await matchPath(params.slug), nothingMatchesMessage(`/${params.slug.join('/')}`))),
)
