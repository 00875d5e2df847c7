/**
 * Requests no route can serve, answered before Next.js sees them (decision 0063: bad input gets a 4xx, never a 500):
 * a method the site does not speak (TRACE, CONNECT…) 405, and a body declared larger than any route takes 413.
 */

/** The methods some route of the site answers. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/**
 * The largest body any route takes: a form's 10 MB file with its answers (src/domain/forms.ts), as next.config.ts's
 * `proxyClientMaxBodySize` and `serverActions.bodySizeLimit` ('11mb') say; a larger one would reach a route cut short.
 */
export const MAX_BODY_BYTES = 11 * 1024 * 1024

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function refuse(response, status, message, headers = {}) {
  // The body is not read: the connection closes after the answer.
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close', ...headers })
  response.end(JSON.stringify({ errors: [{ message }] }))
}

/**
 * Answers a request no route can serve, and says so (true); false lets it pass.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function refusedAtEdge(request, response) {
  const method = (request.method ?? '').toUpperCase()
  if (!ALLOWED_METHODS.includes(method)) {
    refuse(response, 405, `The method ${method.slice(0, 20)} is not allowed here.`, { Allow: ALLOWED_METHODS.join(', ') })
    return true
  }
  const declared = Number(request.headers['content-length'])
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    refuse(response, 413, `The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB, the most any form or upload takes.`)
    return true
  }
  return false
}
