import { errorResponse } from '@/api/errors'
import { pageNotFoundMessage } from '@/domain/messages'

/** Any path under /api/v1 that no endpoint serves (spec §8: an unknown route): a JSON 404 rather than an HTML page. */
function unknownEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url)
  return errorResponse(404, `${pageNotFoundMessage(pathname)}. No endpoint answers ${request.method} there; the contract is at /api/v1/openapi.json.`, [
    { path: 'path', message: pathname },
  ])
}

export { unknownEndpoint as DELETE, unknownEndpoint as GET, unknownEndpoint as PATCH, unknownEndpoint as POST, unknownEndpoint as PUT }
