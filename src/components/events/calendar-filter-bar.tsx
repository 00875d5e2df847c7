'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useState, useTransition } from 'react'

import { type CalendarFilterType, calendarHref } from '@/domain/calendar-href'

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

/** The calendar's filter bar (spec §2, §4): a choice replaces the last and pushes the address; without JavaScript the page keeps the last field set. */
export function CalendarFilterBar({ options, current, currentDates, timeZone }: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [datesError, setDatesError] = useState<string | null>(null)
  // The fields follow the address, so the back button restores them; controlled fields keep focus while the list changes.
  const [selected, setSelected] = useState(current)
  const [keywords, setKeywords] = useState(current?.type === 'keywords' ? current.value : '')
  const [dates, setDates] = useState(currentDates ?? { from: '', to: '' })
  const addressKey = [current?.type, current?.value, currentDates?.from, currentDates?.to].join('|')
  const [shownKey, setShownKey] = useState(addressKey)
  if (shownKey !== addressKey) {
    // A new address (a choice made here, or the back button): the fields take its filter.
    setShownKey(addressKey)
    setSelected(current)
    setKeywords(current?.type === 'keywords' ? current.value : '')
    setDates(currentDates ?? { from: '', to: '' })
  }
  const valueOf = (type: string) => (selected?.type === type ? selected.value : '')

  const go = (type: CalendarFilterType, value: string) => {
    setSelected(value.trim() ? { type, value: value.trim() } : null)
    const href = value.trim() ? calendarHref({ type, value: value.trim() }) : calendarHref(null)
    startTransition(() => router.push(href, { scroll: false }))
  }

  const onSubmitKeywords = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go('keywords', keywords)
  }

  const onApplyDates = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The time-zone rules come when a visitor applies dates, not with the page's first script (docs/decisions/0188).
    const dated = await import('@/domain/calendar-dates').then(
      (rules) => rules.datesFilterValue(dates.from, dates.to, timeZone),
      () => ({ error: 'The dates could not be applied: try again.' }),
    )
    if ('error' in dated) return setDatesError(dated.error)
    setDatesError(null)
    go('dates', dated.value)
  }

  return (
    <div className={styles.bar} aria-busy={pending} data-pending={pending || undefined}>
      <form className={styles.keywords} action="/events" method="get" role="search" aria-label="Search events" onSubmit={onSubmitKeywords}>
        <label className={styles.label} htmlFor="calendar-keywords">
          Keywords
        </label>
        <div className={styles.searchRow}>
          <input
            id="calendar-keywords"
            className={styles.input}
            type="search"
            name="keywords"
            value={keywords}
            onChange={(event) => setKeywords(event.currentTarget.value)}
            maxLength={100}
            placeholder="Artist, title, topic…"
          />
          <button className={styles.button} type="submit">
            Search
          </button>
        </div>
      </form>
      <form className={styles.selects} action="/events" method="get" aria-label="Filter events" aria-describedby="calendar-filter-hint">
        <p id="calendar-filter-hint" className={styles.hint}>
          One filter at a time: the list changes as you choose.
        </p>
        {SELECTS.map(({ type, label, any, key }) => (
          <div key={type} className={styles.field}>
            <label className={styles.label} htmlFor={`calendar-${type}`}>
              {label}
            </label>
            <select
              id={`calendar-${type}`}
              className={styles.select}
              name={type}
              value={valueOf(type)}
              onChange={(event) => go(type, event.currentTarget.value)}
            >
              <option value="">{any}</option>
              {options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {/* The list changes as you choose; the button serves keyboards and screen readers that choose first, and pages without JavaScript. */}
        <button className={styles.button} type="submit">
          Filter
        </button>
      </form>
      <form className={styles.dates} aria-label="Events between two days" onSubmit={onApplyDates}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="calendar-from">
            From
          </label>
          <input
            id="calendar-from"
            className={styles.input}
            type="date"
            name="from"
            required
            value={dates.from}
            onChange={(event) => setDates({ ...dates, from: event.currentTarget.value })}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="calendar-to">
            To
          </label>
          <input
            id="calendar-to"
            className={styles.input}
            type="date"
            name="to"
            value={dates.to}
            min={dates.from || undefined}
            onChange={(event) => setDates({ ...dates, to: event.currentTarget.value })}
          />
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
