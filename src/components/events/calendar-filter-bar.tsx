'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState, useTransition } from 'react'

import { type CalendarFilterType, calendarHref, formatDatesValue } from '@/domain/calendar-filter'
import { zonedDayEnd, zonedDayStart } from '@/domain/zoned-time'

import styles from './calendar-filter-bar.module.css'

type Option = { value: string; label: string }

type Props = {
  options: { types: Option[]; departments: Option[]; tags: Option[]; locations: Option[] }
  /** The filter in the address, as written there. */
  current: { type: string; value: string } | null
  /** The dates filter's bounds, when it is the current one. */
  currentDates: { from: string; to: string } | null
  timeZone: string
}

const SELECTS: { type: CalendarFilterType; label: string; any: string; key: keyof Props['options'] }[] = [
  { type: 'type', label: 'Type', any: 'Any type', key: 'types' },
  { type: 'department', label: 'Department', any: 'Any department', key: 'departments' },
  { type: 'tags', label: 'Tag', any: 'Any tag', key: 'tags' },
  { type: 'location', label: 'Location', any: 'Any location', key: 'locations' },
]

/**
 * The calendar's filter bar (spec §2, §4). One filter at a time: choosing one replaces the one
 * before, and the address changes with it (a new history entry), so a view can be shared and the
 * back button brings the previous list back. Without JavaScript the form still works: it sends
 * every field and the page keeps the last one with a value.
 */
export function CalendarFilterBar({ options, current, currentDates, timeZone }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [datesError, setDatesError] = useState<string | null>(null)
  const valueOf = (type: string) => (current?.type === type ? current.value : '')

  const go = (type: CalendarFilterType, value: string) => {
    const href = value.trim() ? calendarHref({ type, value: value.trim() }) : calendarHref(null)
    startTransition(() => router.push(href, { scroll: false }))
  }

  const onSubmitKeywords = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go('keywords', String(new FormData(event.currentTarget).get('keywords') ?? ''))
  }

  const onApplyDates = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const from = zonedDayStart(String(data.get('from') ?? ''), timeZone)
    const to = zonedDayEnd(String(data.get('to') || data.get('from') || ''), timeZone)
    if (!from || !to) return setDatesError('Choose a first day, and a last day if you like.')
    if (to < from) return setDatesError('The last day cannot come before the first.')
    setDatesError(null)
    go('dates', formatDatesValue(from, to))
  }

  return (
    <div className={styles.bar} aria-busy={pending} data-pending={pending || undefined}>
      <form className={styles.keywords} action="/events" method="get" role="search" aria-label="Search events" onSubmit={onSubmitKeywords} key={`k-${valueOf('keywords')}`}>
        <label className={styles.label} htmlFor="calendar-keywords">
          Keywords
        </label>
        <div className={styles.searchRow}>
          <input id="calendar-keywords" className={styles.input} type="search" name="keywords" defaultValue={valueOf('keywords')} maxLength={100} placeholder="Artist, title, topic…" />
          <button className={styles.button} type="submit">
            Search
          </button>
        </div>
      </form>
      <form className={styles.selects} action="/events" method="get" aria-label="Filter events" key={`s-${current?.type}-${current?.value}`}>
        {SELECTS.map(({ type, label, any, key }) => (
          <div key={type} className={styles.field}>
            <label className={styles.label} htmlFor={`calendar-${type}`}>
              {label}
            </label>
            <select id={`calendar-${type}`} className={styles.select} name={type} defaultValue={valueOf(type)} onChange={(event) => go(type, event.currentTarget.value)}>
              <option value="">{any}</option>
              {options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <noscript>
          <button className={styles.button} type="submit">
            Filter
          </button>
        </noscript>
      </form>
      <form className={styles.dates} aria-label="Events between two days" onSubmit={onApplyDates} key={`d-${currentDates?.from}-${currentDates?.to}`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="calendar-from">
            From
          </label>
          <input id="calendar-from" className={styles.input} type="date" name="from" required defaultValue={currentDates?.from} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="calendar-to">
            To
          </label>
          <input id="calendar-to" className={styles.input} type="date" name="to" defaultValue={currentDates?.to} />
        </div>
        <button className={styles.button} type="submit">
          Show dates
        </button>
        {datesError && (
          <p className={styles.error} role="alert">
            {datesError}
          </p>
        )}
      </form>
      <p className={styles.status} aria-live="polite">
        {pending ? 'Loading events…' : ''}
      </p>
    </div>
  )
}

