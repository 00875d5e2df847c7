'use server'

import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import {
  FORM_ENHANCED_FIELD,
  FORM_MIN_FILL_MS,
  FORM_SHOWN_AT_FIELD,
  FORM_SLUG_FIELD,
  FORM_SUBMIT_ERROR_PATH,
  FORM_THANK_YOU_PATH,
  type FormSubmitState,
  TOO_QUICK_MESSAGE,
  tooManyFormsMessage,
} from '@/domain/forms'

import { isSlug } from '@/domain/slug'

import { elapsedSinceShown, formStamp } from './form-stamps'
import { senderOf } from './abuse-limits'
import { answersOf, submitAnswers } from './form-submissions'

/**
 * spec §2: a form's submit, with or without JavaScript: the thank-you page, or the form again with its answers and what is wrong.
 * The form is the one its answers name (FORM_SLUG_FIELD).
 */
export async function submitForm(_previous: FormSubmitState, data: FormData): Promise<FormSubmitState> {
  // Whoever posts chooses the arguments, whatever the types say: anything but a form naming a slug is no form.
  const slug = data instanceof FormData ? data.get(FORM_SLUG_FIELD) : null
  if (typeof slug !== 'string' || !isSlug(slug)) notFound()
  // A least fill time: a post sooner than people can type, or with a forged stamp, is asked again, its answers kept.
  const elapsed = await elapsedSinceShown(slug, data.get(FORM_SHOWN_AT_FIELD))
  if (elapsed === null || elapsed < FORM_MIN_FILL_MS) {
    const values = await answersOf(slug, data)
    if (!values) notFound()
    return { errors: {}, values, failed: false, notice: TOO_QUICK_MESSAGE, stamp: await formStamp(slug) }
  }
  const outcome = await submitAnswers(slug, data, senderOf(await headers()))
  if (outcome.kind === 'missing') notFound()
  // The visitor took their time already: a form sent back to them keeps its stamp, so a quick correction is not "too quick".
  const stamp = String(data.get(FORM_SHOWN_AT_FIELD))
  // The thank-you page names the form, so that an agreement form can set its marker (spec §5).
  if (outcome.kind === 'stored') redirect(`${FORM_THANK_YOU_PATH}?form=${encodeURIComponent(slug)}`)
  if (outcome.kind === 'failed' && data.get(FORM_ENHANCED_FIELD) === '1') redirect(`${FORM_SUBMIT_ERROR_PATH}?form=${encodeURIComponent(slug)}`)
  if (outcome.kind === 'limited') return { errors: {}, values: outcome.values, failed: false, notice: tooManyFormsMessage(outcome.retryAfterMs), stamp }
  return outcome.kind === 'invalid'
    ? { errors: outcome.errors, values: outcome.values, failed: false, stamp }
    : { errors: {}, values: outcome.values, failed: true, stamp }
}

/** A fresh stamp for a form just shown: a cached page's stamp may be old (services/form-stamps.ts). */
export async function stampForm(slug: string): Promise<string | null> {
  return isSlug(slug) ? formStamp(slug) : null
}
