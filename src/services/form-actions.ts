'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { FORM_ENHANCED_FIELD, FORM_SUBMIT_ERROR_PATH, FORM_THANK_YOU_PATH, type FormSubmitState, tooManyFormsMessage } from '@/domain/forms'
import { senderOf, submitAnswers } from './form-submissions'

/**
 * spec §2: a form's submit, with or without JavaScript. Stored: the thank-you page. Refused: the
 * form again, with the answers and what is wrong with them. Not stored: the submit-error page when
 * the page keeps the answers in the browser; without JavaScript, the form again with its answers.
 */
export async function submitForm(slug: string, _previous: FormSubmitState, data: FormData): Promise<FormSubmitState> {
  const outcome = await submitAnswers(slug, data, senderOf(await headers()))
  if (outcome.kind === 'missing') notFound()
  // The thank-you page names the form, so that an agreement form can set its marker (spec §5).
  if (outcome.kind === 'stored') redirect(`${FORM_THANK_YOU_PATH}?form=${encodeURIComponent(slug)}`)
  if (outcome.kind === 'failed' && data.get(FORM_ENHANCED_FIELD) === '1') redirect(`${FORM_SUBMIT_ERROR_PATH}?form=${encodeURIComponent(slug)}`)
  if (outcome.kind === 'limited') return { errors: {}, values: outcome.values, failed: false, notice: tooManyFormsMessage(outcome.retryAfterMs) }
  return outcome.kind === 'invalid' ? { errors: outcome.errors, values: outcome.values, failed: false } : { errors: {}, values: outcome.values, failed: true }
}
