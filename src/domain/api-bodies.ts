// What Payload's REST API can read a body as (docs/decisions/0063: bad input gets a 4xx with a message, never a 500).

/** JSON, a multipart form (uploads: the file and its `_payload`), or a url-encoded one (Payload's method override). */
const PAYLOAD_BODY_TYPE = /^\s*(?:application\/json|multipart\/form-data|application\/x-www-form-urlencoded)\s*(?:;|$)/i
/** The methods whose body Payload reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/** Why a body sent to Payload's own API (not the site's `/api/v1`) cannot be read, or null when it can, or there is none. */
export function payloadBodyProblem(request: { method: string; pathname: string; contentType: string | null; hasBody: boolean }): string | null {
  if (!request.hasBody || !BODY_METHODS.has(request.method.toUpperCase())) return null
  if (!request.pathname.startsWith('/api/') || request.pathname.startsWith('/api/v1/')) return null
  if (request.contentType && PAYLOAD_BODY_TYPE.test(request.contentType)) return null
  const sent = request.contentType ? `is ${request.contentType.split(';')[0]!.trim().slice(0, 100)}` : 'has no Content-Type'
  return `This API reads a body sent as application/json (or multipart/form-data with a file); this one ${sent}.`
}
