import { endpoints } from '@/api/contract'
import { ApiError, errorResponse } from '@/api/errors'
import { handle } from '@/api/handler'
import { retryAfterSeconds, tooManyMessage } from '@/domain/rate-limit'
import { senderOf } from '@/services/abuse-limits'
import { submitAnswers } from '@/services/form-submissions'

/** spec §2 (form pages): POST /api/v1/forms/{slug}/submissions, the same submit as the pages', as JSON. */
export const POST = handle(endpoints.formSubmission, async ({ params, body, request }) => {
  const data = new FormData()
  for (const [name, answer] of Object.entries(body)) if (answer !== false) data.set(name, answer === true ? 'on' : answer)
  const outcome = await submitAnswers(params.slug, data, senderOf(request.headers))
  switch (outcome.kind) {
    case 'missing':
      throw new ApiError(404, `There is no form ${params.slug}.`)
    case 'invalid':
      throw new ApiError(
        400,
        `The form is not complete. ${Object.values(outcome.errors).join(' ')}`,
        Object.entries(outcome.errors).map(([path, message]) => ({ path, message })),
      )
    case 'limited':
      return errorResponse(429, tooManyMessage('formSubmission', outcome.retryAfterMs), [], { 'Retry-After': String(retryAfterSeconds(outcome.retryAfterMs)) })
    case 'failed':
      return errorResponse(503, 'The form could not be stored just now, and nothing was kept: send it again in a moment.', [], { 'Retry-After': '5' })
    case 'stored':
      return { stored: true }
  }
})
