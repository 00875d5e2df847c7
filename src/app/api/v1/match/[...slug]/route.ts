import { endpoints } from '@/api/contract'
import { found } from '@/api/errors'
import { handle } from '@/api/handler'
import { nothingMatchesMessage } from '@/domain/messages'
import { matchPath } from '@/services/match'

export const GET = handle(endpoints.match, async ({ params }) => {
  const path = `/${params.slug.join('/')}`
  return found(await matchPath(params.slug), nothingMatchesMessage(path))
})
