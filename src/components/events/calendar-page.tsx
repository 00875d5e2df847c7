import Link from 'next/link'
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/ui/media-image'
import { Pagination } from '@/components/ui/pagination'
import { calendarHref } from '@/domain/calendar-href'
import { eventWhen } from '@/domain/event-dates'
import type { EventSummary } from '@/services/event-mappers'
import type { CalendarList, CalendarPageView } from '@/services/event-pages'
import linked from '@/components/ui/linked-card.module.css'

import { CalendarFilterBar } from './calendar-filter-bar'
import styles from './calendar-page.module.css'
import { DateBadge } from './date-badge'
import { EventGrid } from './event-grid'
import { EventRowList } from './event-row-list'
import { ExhibitionsGrid } from './exhibitions-grid'
import { GalleryList } from './gallery-list'

/** The events calendar (spec §2, §4, §9) as `calendarPage` describes it. */
export function CalendarPage({ view }: { view: CalendarPageView }) {
  const { filter, body, timeZone } = view
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>Calendar</p>
        <h1 className={styles.title}>Events{view.filterName ? <span className={styles.titleFilter}>: {view.filterName}</span> : null}</h1>
        <p className={styles.lead}>Lectures, screenings, open studios and exhibitions at {view.shortName}: most are free and open to everyone.</p>
      </header>

      {body.kind === 'lists' && body.lead && <Hero hero={body.lead.hero} onView={body.lead.onView} timeZone={timeZone} />}

      <CalendarFilterBar options={view.options} current={view.current} currentDates={view.currentDates} timeZone={timeZone} />

      <div className={styles.status}>
        {view.filterLabel ? (
          <p>
            Showing <strong>{view.filterLabel}</strong>, past and upcoming. <Link href={calendarHref(null)}>Reset the filter</Link>
          </p>
        ) : body.kind !== 'error' ? (
          <p>Showing the month from today. Choose a filter to see more, or browse by month.</p>
        ) : null}
        <nav aria-label="Browse by month" className={styles.months}>
          <ul>
            {view.months.map((month) => (
              <li key={month.value}>
                <Link
                  href={calendarHref({ type: 'dates', value: month.value })}
                  aria-current={filter?.type === 'dates' && filter.value === month.value ? 'true' : undefined}
                >
                  {month.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      {body.kind === 'error' ? (
        <section className={styles.notice} aria-labelledby="calendar-error">
          <h2 id="calendar-error">We could not use that filter</h2>
          <p>{body.message}</p>
          <p>
            <Link href={calendarHref(null)}>Reset the calendar</Link> or choose a filter above.
          </p>
        </section>
      ) : body.kind === 'exhibitions' ? (
        <>
          <ExhibitionsGrid exhibitions={body.exhibitions} timeZone={timeZone} />
          <section aria-labelledby="galleries" className={styles.galleries}>
            <h2 id="galleries" className={styles.sectionTitle}>
              The galleries
            </h2>
            <GalleryList galleries={body.galleries} />
          </section>
        </>
      ) : (
        body.lists.map((list) => (
          <ListSection key={list.id} list={list} view={view} rows={list.id === 'past'} priority={list.id === 'upcoming'} empty={emptyText(list, view)} />
        ))
      )}

      <p className={styles.subscribe}>
        <a href={view.feed.href}>Subscribe to {view.feed.ofThisView ? 'this calendar' : 'the calendar'}</a>{' '}
        <span>(an .ics feed for Apple Calendar, Outlook or Google Calendar, updated as events are added)</span>
      </p>
    </div>
  )
}

/** What an empty list says: what matched nothing, and the way on. */
function emptyText(list: CalendarList, view: CalendarPageView): ReactNode {
  if (view.body.kind !== 'lists') return null
  const reset = <Link href={calendarHref(null)}>Reset the filter</Link>
  if (list.id === 'past') {
    return (
      <p>
        No past events match {view.body.matching}. {reset}.
      </p>
    )
  }
  if (!view.filter) {
    return (
      <p>
        Nothing is on the calendar for the month ahead yet. <Link href={view.body.yearAheadHref}>See the year ahead</Link>.
      </p>
    )
  }
  const past = view.body.lists.find((other) => other.id === 'past')
  return (
    <p>
      No {past ? 'upcoming ' : ''}events match {view.body.matching}. {past && past.events.total > 0 ? 'See the past events below, or ' : ''}
      {reset} to see the month ahead.
    </p>
  )
}

/** The event the calendar leads with (events/latest-hero), and a glimpse of the shows on view. */
function Hero({ hero, onView, timeZone }: { hero: EventSummary | null; onView: EventSummary[]; timeZone: string }) {
  if (!hero && onView.length === 0) return null
  const when = hero ? eventWhen(hero, timeZone) : null
  return (
    <div className={styles.lead2}>
      {hero && (
        <section className={`${styles.hero} ${linked.area}`} aria-labelledby="calendar-hero">
          <div className={styles.heroMedia}>
            {hero.image && <MediaImage image={hero.image} ratio="16:9" priority sizes="(max-width: 1023px) 100vw, 60vw" />}
            <span className={styles.heroBadge}>
              <DateBadge eventStart={hero.eventStart} eventEnd={hero.eventEnd} timeZone={timeZone} />
            </span>
          </div>
          <div className={styles.heroText}>
            <p className={styles.kicker}>Featured · {hero.eventTypeLabel}</p>
            <h2 id="calendar-hero" className={`${styles.heroTitle} ${linked.link}`}>
              <Link href={hero.path}>{hero.displayTitle}</Link>
            </h2>
            {when && (
              <p className={styles.heroWhen}>
                {when.date}
                {when.time ? ` · ${when.time}` : ''}
              </p>
            )}
            {hero.summary && <p>{hero.summary}</p>}
          </div>
        </section>
      )}
      {onView.length > 0 && (
        <section aria-labelledby="calendar-on-view" className={styles.onView}>
          <h2 id="calendar-on-view" className={styles.sectionTitle}>
            On view now
          </h2>
          <ul className={styles.onViewList}>
            {onView.map((show) => (
              <li key={show.id}>
                <Link href={show.path}>{show.displayTitle}</Link>
                <span>
                  {eventWhen(show, timeZone).date}
                  {show.locationTitles[0] ? ` · ${show.locationTitles[0]}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <p>
            <Link href={calendarHref({ type: 'type', value: 'Exhibition' })}>All exhibitions, past and present</Link>
          </p>
        </section>
      )}
    </div>
  )
}

function ListSection({
  list,
  view,
  empty,
  priority,
  rows,
}: {
  list: CalendarList
  view: CalendarPageView
  empty: ReactNode
  priority?: boolean
  /** Compact rows instead of image cards (the past list). */
  rows?: boolean
}) {
  const { events } = list
  const hrefFor = (n: number) => `${calendarHref(view.filter, { ...view.pages, [list.which]: n })}#${list.id}`
  return (
    <section aria-labelledby={list.id} className={styles.list} data-list={list.id}>
      <div className={styles.listHead}>
        <h2 id={list.id} className={styles.sectionTitle}>
          {list.title}
        </h2>
        <p className={styles.count}>
          {events.total} {events.total === 1 ? 'event' : 'events'}
        </p>
      </div>
      {rows ? (
        <EventRowList events={events.items} timeZone={view.timeZone} empty={empty} />
      ) : (
        <EventGrid events={events.items} timeZone={view.timeZone} empty={empty} priority={priority} />
      )}
      <Pagination currentPage={events.currentPage} nrOfPages={events.nrOfPages} pages={events.pages} hrefFor={hrefFor} label={`${list.title} pages`} />
    </section>
  )
}
