'use client'

import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'

import { apiFailure, apiFetch } from '@/api/browser-client'
import { SUBSCRIBE_WAIT_PARAM, UNTIL_CONFIRMED_MESSAGE } from '@/domain/newsletters'
import { tooManyMessage } from '@/domain/rate-limit'

import styles from './subscribe-form.module.css'

export type SubscribeListOption = { key: string; title: string; description: string }

type Props = {
  lists: readonly SubscribeListOption[]
  action: string
  /** The list the server rendered chosen (the proxy passes `?newsletter=` in the path). */
  chosen?: string
}
type Errors = Partial<Record<'email' | 'firstName' | 'list' | 'form', string>>
type SignUp = { created?: boolean; status?: string; email?: string; list?: string }

/** What the no-JavaScript form post answers `invalid=` with. */
const INVALID_MESSAGES: Record<string, string> = {
  email: 'Enter an e-mail address such as name@example.com.',
  firstName: 'A first name has at most 100 characters.',
  list: 'Choose one of the newsletters.',
}

/** The address's query: empty on the server (the page is the same for everybody), the real one in the browser. */
const noSubscription = () => () => {}
const useLocationSearch = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )

/** The sign-up form (spec §2), with the list `?newsletter=` names chosen by the server (a cached path per list), else the first. */
export function SubscribeForm({ lists, action, chosen }: Props) {
  const query = new URLSearchParams(useLocationSearch())
  const [picked, setList] = useState<string | null>(null)
  const list = picked ?? lists.find((option) => option.key === query.get('newsletter'))?.key ?? chosen ?? lists[0]!.key
  const invalid = query.get('invalid')
  const wait = Number(query.get(SUBSCRIBE_WAIT_PARAM))
  const [errors, setErrors] = useState<Errors>(() => ({}))
  const fromFormPost: Errors = invalid
    ? { [invalid in INVALID_MESSAGES ? invalid : 'email']: INVALID_MESSAGES[invalid] ?? INVALID_MESSAGES.email }
    : wait > 0
      ? { form: tooManyMessage('newsletterSignup', wait * 1000) }
      : {}
  const shownErrors: Errors = !Object.keys(errors).length && picked === null ? fromFormPost : errors
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState<{ email: string; title: string; confirmed: boolean } | null>(null)
  const thanks = useRef<HTMLDivElement>(null)
  const id = useId()

  useEffect(() => {
    if (done) thanks.current?.focus()
  }, [done])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setSending(true)
    setErrors({})
    try {
      // The same address the form posts to without JavaScript.
      const body = await apiFetch<SignUp | null>(action, {
        method: 'POST',
        body: { email: data.get('email') ?? '', firstName: data.get('firstName') ?? '', list: data.get('list') ?? '' },
      })
      setDone({
        email: body?.email ?? String(data.get('email')),
        title: lists.find((option) => option.key === body?.list)?.title ?? '',
        confirmed: body?.status === 'confirmed',
      })
    } catch (error) {
      const failure = apiFailure(error)
      if (!failure) return setErrors({ form: 'The sign-up could not be sent. Check your connection and try again.' })
      const next: Errors = {}
      for (const detail of failure.details)
        if (detail.path in INVALID_MESSAGES && !next[detail.path as keyof Errors]) next[detail.path as keyof Errors] = detail.message
      if (!Object.keys(next).length) next.form = failure.message ?? 'The sign-up could not be sent. Please try again.'
      setErrors(next)
    } finally {
      setSending(false)
    }
  }

  if (done) {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className={styles.thanks} data-testid="subscribe-thanks">
        {done.confirmed ? (
          <>
            <h2>You are already subscribed</h2>
            <p>
              <strong>{done.email}</strong> is on {done.title || 'the newsletter'}.
            </p>
          </>
        ) : (
          <>
            <h2>Thank you! Check your inbox</h2>
            <p>
              We have sent <strong>{done.email}</strong> a link to confirm {done.title || 'the newsletter'}. {UNTIL_CONFIRMED_MESSAGE}
            </p>
          </>
        )}
      </div>
    )
  }

  const describedBy = (field: keyof Errors) => (shownErrors[field] ? `${id}-${field}-error` : undefined)
  const errorText = (field: keyof Errors) =>
    shownErrors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {shownErrors[field]}
      </p>
    ) : null

  return (
    <form className={styles.form} action={action} method="post" onSubmit={submit} noValidate data-testid="subscribe-form">
      {shownErrors.form && (
        <p role="alert" className={styles.error}>
          {shownErrors.form}
        </p>
      )}
      <fieldset className={styles.lists} aria-describedby={describedBy('list')}>
        <legend className={styles.legend}>Newsletter</legend>
        {lists.map((option) => (
          <label key={option.key} className={styles.choice}>
            <input type="radio" name="list" value={option.key} checked={list === option.key} onChange={() => setList(option.key)} />
            <span>
              <span className={styles.choiceTitle}>{option.title}</span>
              <span className={styles.choiceText}>{option.description}</span>
            </span>
          </label>
        ))}
        {errorText('list')}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={shownErrors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {errorText('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-firstName`}>
          First name <span className={styles.optional}>(optional)</span>
        </label>
        <input
          id={`${id}-firstName`}
          name="firstName"
          type="text"
          autoComplete="given-name"
          maxLength={100}
          aria-invalid={shownErrors.firstName ? true : undefined}
          aria-describedby={describedBy('firstName')}
        />
        {errorText('firstName')}
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  )
}
