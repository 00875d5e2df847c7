/** The error body of the content API: `{ "error": { "status", "message", "details" } }`. */
export type ErrorDetail = { path: string; message: string }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const notFound = (message: string) => new ApiError(404, message)
export const unauthorized = (message = 'Sign in as staff: send a valid token in the Authorization header.') => new ApiError(401, message)

function errorBody(status: number, message: string, details: ErrorDetail[] = []) {
  return { error: { status, message, details } }
}

export function errorResponse(status: number, message: string, details: ErrorDetail[] = [], headers?: HeadersInit): Response {
  return Response.json(errorBody(status, message, details), {
    status,
    headers: { 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  })
}

/** The value, or a 404 with the message when there is none. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message)
  return value
}
