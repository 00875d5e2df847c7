'use client'

import { type FocusEvent, type FormEvent, startTransition, useActionState, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { acceptOf, allowedFilesHint, checkFileName } from '@/domain/file-types'
import { restoresAnswers } from '@/domain/form-restore'
import { FORM_VALIDATION_DEBOUNCE_MS, validateField } from '@/domain/form-validators'
import {
  FORM_ENHANCED_FIELD,
  FORM_HONEYPOT_FIELD,
  FORM_SHOWN_AT_FIELD,
  FORM_SLUG_FIELD,
  type FormDefinition,
  type FormField,
  type FormSubmitState,
  type FormValues,
  choicesOf,
  fieldRules,
  formDraftKey,
  formPath,
} from '@/domain/forms'

import styles from './request-form.module.css'

type Props = {
  form: FormDefinition
  action: (state: FormSubmitState, data: FormData) => Promise<FormSubmitState>
  /** When the server rendered the form, signed; `restamp` asks for one of the moment the visitor starts on it (its code comes then). */
  stamp: string
  restamp: () => Promise<string | null>
}
type Answerable = Exclude<FormField, { kind: 'message' }>
/** A field's control as the form holds it (one per name: a form field is never a group). */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

const noSubscription = () => () => {}

const defaultsOf = (form: FormDefinition): FormValues =>
  Object.fromEntries(form.fields.filter((field): field is Answerable => field.kind !== 'message').map((field) => [field.name, field.defaultValue]))

const answerable = (form: FormDefinition) => form.fields.filter((field): field is Answerable => field.kind !== 'message')

/** The field an event came from, by its name (the honeypot and the button are none). */
const fieldOf = (form: FormDefinition, target: EventTarget) => answerable(form).find((field) => field.name === (target as Partial<Control>).name)

const controlOf = (element: HTMLFormElement | null, name: string) => element?.elements.namedItem(name) as Control | null | undefined

/** A control's answer as the rules read it: a box's state, the chosen files, or the text. */
function valueOf(control: Control | null | undefined): string | boolean | FileList | undefined {
  if (!control) return undefined
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked
  if (control instanceof HTMLInputElement && control.type === 'file') return control.files ?? undefined
  return control.value
}

/** Every answer of the form as it stands, by field name. */
const answersOf = (element: HTMLFormElement | null, form: FormDefinition): Record<string, unknown> =>
  Object.fromEntries(answerable(form).map((field) => [field.name, valueOf(controlOf(element, field.name))]))

/** A chosen file's check in the browser: required, its size and the type its name says (the server checks its content too). */
function checkChosenFile(field: Extract<FormField, { kind: 'file' }>, value: unknown): string | null {
  const file = value instanceof FileList ? value[0] : undefined
  const label = field.label || field.name
  if (!file) return field.required ? validateField(fieldRules(field), '', label) : null
  const check = checkFileName({ name: file.name, size: file.size, allowed: field.accepts, maxBytes: field.maxBytes })
  return check.ok ? null : `${label}: ${check.message}`
}

/** The message of the first rule the field's answer fails, or null (spec §5). */
const problemOf = (field: Answerable, all: Record<string, unknown>) =>
  field.kind === 'file' ? checkChosenFile(field, all[field.name]) : validateField(fieldRules(field), all[field.name], field.label || field.name, all)

/** Whether the visitor changed a control from what the server rendered into it. */
function changed(now: ReturnType<typeof valueOf>, rendered: unknown): boolean {
  if (now === undefined) return false
  if (typeof now === 'boolean') return now !== Boolean(rendered)
  if (typeof now === 'string') return now !== String(rendered ?? '')
  return now.length > 0
}

/** The answers a submit-error page sent the visitor back with (`?restore=1`), once. */
function restoredDraft(slug: string): FormValues | null {
  if (typeof window === 'undefined' || !restoresAnswers(window.location.search)) return null
  try {
    const draft = sessionStorage.getItem(formDraftKey(slug))
    return draft ? (JSON.parse(draft) as FormValues) : null
  } catch {
    return null
  }
}

/**
 * spec §2, §5: a back-office form checked in the browser by the server's rules; a server action, so it works without JavaScript
 * (docs/decisions/0056). The fields keep their own answers (uncontrolled); each is checked when the visitor leaves it, a choice
 * or a file also when it changes, every one on sending, the first that fails then focused (docs/decisions/0182).
 */
export function RequestForm({ form, action, stamp, restamp }: Props) {
  // Without JavaScript the form posts to its own page, which shows the answer (HTML wants a form's action non-empty).
  const [state, formAction, pending] = useActionState(action, { errors: {}, values: defaultsOf(form), failed: false }, formPath(form.slug))
  const summary = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // True once the script runs (the server renders the form as it works without one).
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const id = useId()
  // The browser's own findings, by field name; a field that passes has none.
  const [errors, setErrors] = useState<Record<string, string>>({})
  // The answers a narrowed choice depends on, as they stand (a start term by programme).
  // (Read once the script runs: the server and the hydration render the choices of the values it was given.)
  const [answers, setAnswers] = useState<FormValues>(() => ({ ...state.values, ...restoredDraft(form.slug) }))
  const narrowed = form.fields.filter((field) => field.kind === 'select' && field.optionsBy)

  const check = (field: Answerable) => {
    const problem = problemOf(field, answersOf(formRef.current, form))
    setErrors((before) => ({
      ...Object.fromEntries(Object.entries(before).filter(([name]) => name !== field.name)),
      ...(problem ? { [field.name]: problem } : {}),
    }))
  }

  /** The answers the narrowed choices read, from the fields. */
  const readAnswers = () => {
    const now = Object.entries(answersOf(formRef.current, form)).filter(
      (entry): entry is [string, string | boolean] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean',
    )
    setAnswers((before) => ({ ...before, ...Object.fromEntries(now) }))
  }

  useEffect(() => {
    const draft = restoredDraft(form.slug)
    if (!draft) return
    for (const field of answerable(form)) {
      const control = controlOf(formRef.current, field.name)
      if (!control || field.kind === 'file' || !Object.hasOwn(draft, field.name)) continue
      if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = Boolean(draft[field.name])
      else control.value = String(draft[field.name])
    }
  }, [form])

  // The code comes once the visitor starts on the form (docs/decisions/0189): the narrowed choices follow the answers given
  // before it came, and a field already left is checked, as it would have been.
  useEffect(() => {
    readAnswers()
    const all = answersOf(formRef.current, form)
    for (const field of answerable(form)) {
      const control = controlOf(formRef.current, field.name)
      if (control && control !== document.activeElement && changed(all[field.name] as ReturnType<typeof valueOf>, state.values[field.name])) check(field)
    }
    // Once, when the form is hydrated: later answers are checked as the visitor leaves them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The page may come from the cache, its stamp old: the fill time counts from now, when the visitor has started on the form and
  // its code has come (docs/decisions/0189; the server's stamp stays if this fails).
  const [shownAt, setShownAt] = useState(stamp)
  // Marked on the form once settled (data-stamped), so that a test knows when the fill time starts.
  const [stamped, setStamped] = useState(false)
  useEffect(() => {
    restamp()
      .then(
        (fresh) => fresh && setShownAt(fresh),
        () => {},
      )
      .finally(() => setStamped(true))
  }, [restamp])

  const serverErrors = Object.keys(state.errors).length > 0
  useEffect(() => {
    if (serverErrors || state.failed || state.notice) summary.current?.focus()
  }, [state, serverErrors])

  const messageOf = (name: string) => errors[name] ?? state.errors[name]

  // spec §5: an answer is checked when the visitor leaves its field…
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const field = fieldOf(form, event.target)
    if (field) check(field)
  }
  // …and a choice (or a chosen file) when it changes, after the short debounce; typing checks nothing.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOf(form, event.target)
    if (!field || (field.kind !== 'select' && field.kind !== 'checkbox' && field.kind !== 'file')) return
    // A choice this one narrows forgets an answer it no longer allows.
    const all = answersOf(formRef.current, form) as FormValues
    for (const other of narrowed) {
      const control = controlOf(formRef.current, other.name)
      if (other.kind === 'select' && other.optionsBy?.field === field.name && control && !choicesOf(other, all).some((o) => o.value === control.value))
        control.value = ''
    }
    if (narrowed.some((other) => other.kind === 'select' && other.optionsBy?.field === field.name)) readAnswers()
    setTimeout(() => check(field), FORM_VALIDATION_DEBOUNCE_MS)
  }

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const target = event.currentTarget
    const all = answersOf(target, form)
    const found: Record<string, string> = {}
    for (const field of answerable(form)) {
      const problem = problemOf(field, all)
      if (problem) found[field.name] = problem
    }
    setErrors(found)
    // The first field that fails takes the focus, in the form's order.
    const first = answerable(form).find((field) => found[field.name])
    if (first) return controlOf(target, first.name)?.focus()
    const data = new FormData(target)
    try {
      // A file cannot wait in storage: the visitor chooses it again after a failure.
      const kept = form.fields.filter((f) => f.kind !== 'file' && f.kind !== 'message')
      sessionStorage.setItem(formDraftKey(form.slug), JSON.stringify(Object.fromEntries(kept.map((f) => [f.name, data.get(f.name) ?? '']))))
    } catch {
      // Without storage the server still answers; only a failure would lose the answers.
    }
    startTransition(() => formAction(data))
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      action={formAction}
      onSubmit={send}
      onBlur={onBlur}
      onChange={onChange}
      noValidate
      data-form={form.slug}
      data-stamped={stamped || undefined}
    >
      {(serverErrors || state.failed || state.notice) && (
        <div ref={summary} tabIndex={-1} className={styles.summary} role="alert">
          {state.notice ? (
            <p>{state.notice}</p>
          ) : state.failed ? (
            <p>Your form could not be sent just now. Your answers are still here: please send it again in a moment.</p>
          ) : (
            <>
              <p>Please check these answers:</p>
              <ul>
                {Object.entries(state.errors).map(([name, message]) => (
                  <li key={name}>
                    <a href={`#${id}-${name}`}>{message}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className={styles.fields}>
        {form.fields.map((field) => {
          if (field.kind === 'message')
            return (
              <p key={field.name} className={styles.message}>
                {field.text}
              </p>
            )
          const inputId = `${id}-${field.name}`
          const error = messageOf(field.name)
          const hint = field.kind === 'file' ? allowedFilesHint(field.accepts, field.maxBytes) : null
          const described = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(' ') || undefined
          const common = { id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': described, name: field.name }
          // Without a script the server renders the answers it was sent back into the form.
          const value = String(state.values[field.name] ?? '')
          const wide = !field.width || field.width > 50
          return (
            <div key={field.name} className={`${styles.field} ${wide ? styles.wide : ''}`} data-field={field.name}>
              {field.kind === 'checkbox' ? (
                <label className={styles.check}>
                  <input type="checkbox" {...common} defaultChecked={Boolean(state.values[field.name])} />
                  <span>
                    {field.label}
                    {field.required && <span className={styles.required}> (required)</span>}
                  </span>
                </label>
              ) : (
                <>
                  <label htmlFor={inputId}>
                    {field.label}
                    {field.required ? <span className={styles.required}> (required)</span> : <span className={styles.optional}> (optional)</span>}
                  </label>
                  {hint && (
                    <p id={`${inputId}-hint`} className={styles.hint}>
                      {hint}
                    </p>
                  )}
                  {field.kind === 'file' ? (
                    <input type="file" accept={acceptOf(field.accepts)} {...common} />
                  ) : field.kind === 'textarea' ? (
                    <textarea rows={6} {...common} defaultValue={value} />
                  ) : field.kind === 'select' ? (
                    <select {...common} defaultValue={value}>
                      <option value="">Choose…</option>
                      {choicesOf(field, enhanced ? answers : state.values).map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      type={field.kind === 'email' ? (field.multiple ? 'text' : 'email') : 'text'}
                      inputMode={field.kind === 'number' || field.format === 'numeric' ? 'numeric' : field.format?.endsWith('Phone') ? 'tel' : undefined}
                      autoComplete={
                        field.kind === 'email' ? 'email' : field.format?.endsWith('Phone') ? 'tel' : field.format === 'usZip' ? 'postal-code' : undefined
                      }
                      {...common}
                      defaultValue={value}
                    />
                  )}
                </>
              )}
              {error && (
                <p id={`${inputId}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </div>
      {/* People never see this field; robots fill it in (services/form-submissions.ts). */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${id}-${FORM_HONEYPOT_FIELD}`}>Leave this empty</label>
        <input id={`${id}-${FORM_HONEYPOT_FIELD}`} name={FORM_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={FORM_SLUG_FIELD} value={form.slug} />
      {enhanced && <input type="hidden" name={FORM_ENHANCED_FIELD} value="1" />}
      {/* When the form was shown, signed; a submit asked again brings a fresh one (services/form-stamps.ts). */}
      <input type="hidden" name={FORM_SHOWN_AT_FIELD} value={state.stamp ?? shownAt} />
      <button type="submit" className={styles.submit} disabled={pending}>
        {pending ? 'Sending…' : form.submitLabel}
      </button>
    </form>
  )
}
