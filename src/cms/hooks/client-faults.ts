import type { AfterErrorHook } from 'payload'

/** What busboy says of a multipart body cut short or malformed; Payload 3.90 passes it on as a 500. */
const MALFORMED_MULTIPART =
  /^(?:Unexpected end of (?:form|file)|Malformed (?:part header|urlencoded form)|Multipart: Boundary not found|Part terminated early)\b/

export const MALFORMED_BODY_MESSAGE = 'The request body is malformed or incomplete: send it again whole.'

/**
 * A body the client sent cut short or malformed (a multipart form, its `_payload` JSON) answers 400, not 500
 * (decision 0063: bad input gets a 4xx with a message).
 */
export const malformedBodyIsClientFault: AfterErrorHook = ({ error }) => {
  const status = (error as { status?: number }).status ?? 500
  if (status < 500) return
  const malformedJson = error instanceof SyntaxError && /JSON/.test(error.message)
  if (malformedJson || MALFORMED_MULTIPART.test(error.message ?? '')) return { status: 400, response: { errors: [{ message: MALFORMED_BODY_MESSAGE }] } }
}
