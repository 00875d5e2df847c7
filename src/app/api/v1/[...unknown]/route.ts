import { errorResponse } from '@/api/errors'

/** Any path under /api/v1 that no endpoint serves: a JSON 404 rather than an HTML page. */
function unknownEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url)
  return errorResponse(404, `No endpoint at ${request.method} ${pathname}. The contract is at /api/v1/openapi.json.`)
}

export { unknownEndpoint as DELETE, unknownEndpoint as GET, unknownEndpoint as PATCH, unknownEndpoint as POST, unknownEndpoint as PUT }
