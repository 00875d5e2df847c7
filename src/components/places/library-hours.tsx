'use client'

import { type FormEvent, useEffect, useId, useState, useSyncExternalStore } from 'react'

import { apiFailure, apiFetch } from '@/api/browser-client'
import { type DayHours, addDays, dayCount, describeDay, parseDay, startOfWeek } from '@/domain/library-hours'
import { todayIn } from '@/domain/zoned-time'

import styles from './library-hours.module.css'

type Library = { id: number; name: string }
type Answer = { from: string; to: string; libraries: { id: number; name: string; days: DayHours[] }[] }
type State = { status: 'loading' } | { status: 'done'; answer: Answer } | { status: 'error'; message: string }
type Result = { key: string; answer: Answer } | { key: string; error: string }

type Props = {
  libraries: Library[]
  /** The college's time zone: "today" is the college's today wherever the visitor is. */
  timeZone: string
}

/** The longest range this panel lists at once; the API allows more. */
const MAX_DAYS_SHOWN = 31

const subscribeToNothing = () => () => {}

/** Monday to Sunday of the week a day falls in. */
function weekOf(day: string): { from: string; to: string } {
  const monday = startOfWeek(day)
  return { from: monday, to: addDays(monday, 6) }
}

const dayLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
const rangeLabel = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)

/** Library hours (spec §7: libcal/hours with from and to), read in the browser from the API rather than kept in the cached page. */
export function LibraryHours({ libraries, timeZone }: Props) {
  // The college's today, known only in the browser (the page itself is cached): null while rendering on the server.
  const today = useSyncExternalStore(
    subscribeToNothing,
    () => todayIn(timeZone),
    () => null,
  )
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null)
  const range = chosen ?? (today ? weekOf(today) : null)
  const key = range ? `${range.from}/${range.to}` : null
  const [result, setResult] = useState<Result | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const fromId = useId()
  const toId = useId()
  const errorId = useId()
  const ids = libraries.map((library) => library.id).join(',')

  useEffect(() => {
    if (!range || !key) return
    const controller = new AbortController()
    apiFetch<Answer>(`/libcal/hours/${ids}`, { query: { from: range.from, to: range.to }, signal: controller.signal })
      .then((answer) => setResult({ key, answer }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const failure = apiFailure(error)
        setResult({ key, error: failure ? (failure.message ?? `The hours could not be loaded (${failure.status}).`) : 'The hours could not be loaded.' })
      })
    return () => controller.abort()
    // `range` is derived from `key`; the key alone says when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ids])

  const state: State =
    !result || result.key !== key
      ? { status: 'loading' }
      : 'answer' in result
        ? { status: 'done', answer: result.answer }
        : { status: 'error', message: result.error }

  const move = (days: number) => range && setChosen({ from: addDays(range.from, days), to: addDays(range.to, days) })

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const from = parseDay(data.get('from'))
    const to = parseDay(data.get('to'))
    if (!from || !to) return setFormError('Choose a first and a last day.')
    if (to < from) return setFormError('The last day cannot come before the first.')
    if (dayCount(from, to) > MAX_DAYS_SHOWN) return setFormError(`Choose at most ${MAX_DAYS_SHOWN} days.`)
    setFormError(null)
    setChosen({ from, to })
  }

  const answer = state.status === 'done' ? state.answer : null
  return (
    <div className={styles.panel}>
      <div className={styles.controls}>
        <div className={styles.steps} role="group" aria-label="Change the week">
          <button type="button" onClick={() => move(-7)} disabled={!range}>
            Previous week
          </button>
          <button type="button" onClick={() => setChosen(null)} disabled={!range}>
            This week
          </button>
          <button type="button" onClick={() => move(7)} disabled={!range}>
            Next week
          </button>
        </div>
        <form className={styles.form} onSubmit={choose} noValidate aria-describedby={formError ? errorId : undefined}>
          <label htmlFor={fromId}>From</label>
          <input id={fromId} name="from" type="date" required defaultValue={range?.from} key={`from-${range?.from}`} />
          <label htmlFor={toId}>To</label>
          <input id={toId} name="to" type="date" required defaultValue={range?.to} key={`to-${range?.to}`} />
          <button type="submit">Show hours</button>
        </form>
        {formError && (
          <p id={errorId} className={styles.formError} role="alert">
            {formError}
          </p>
        )}
      </div>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {range && (
          <p className={styles.range}>
            {rangeLabel.format(asDate(range.from))} to {rangeLabel.format(asDate(range.to))}
          </p>
        )}
        {state.status === 'loading' && <p className={styles.status}>Loading hours…</p>}
        {state.status === 'error' && (
          <p className={styles.error} role="alert">
            {state.message}
          </p>
        )}
        {answer && (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                Opening hours by day, {answer.from} to {answer.to}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {answer.libraries.map((library) => (
                    <th key={library.id} scope="col">
                      {library.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.libraries[0]?.days.map((day, row) => (
                  <tr key={day.date} className={day.date === today ? styles.today : undefined} aria-current={day.date === today ? 'date' : undefined}>
                    <th scope="row">
                      {dayLabel.format(asDate(day.date))}
                      {day.date === today && <span className={styles.todayTag}> Today</span>}
                    </th>
                    {answer.libraries.map((library) => {
                      const hours = library.days[row]
                      return (
                        <td key={library.id} data-status={hours?.status}>
                          {hours ? describeDay(hours) : '—'}
                          {hours?.note && hours.status !== 'text' && <span className={styles.note}>{hours.note}</span>}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  )
}
