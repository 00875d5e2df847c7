import Link from 'next/link'
import type { ReactNode } from 'react'

import { MediaImage } from '@/components/ui/media-image'
import { Pagination } from '@/components/ui/pagination'
import { type CalendarFilter, type CalendarView, calendarHref, describeFilter } from '@/domain/calendar-filter'
import { eventWhen, monthSpans } from '@/domain/event-dates'
import { formatDate, yearIn } from '@/domain/dates'
import { CALENDAR_PAGINATION_LINKS, pageWindow } from '@/domain/pagination'
import { zonedDay } from '@/domain/zoned-time'
import type { ListPage } from '@/services/list'
import {
  type EventSummary,
  calendarEvents,
  calendarFilterOptions,
  latestHeroEvent,
  listEvents,
  listGalleries,
  nameOfDepartment,
  nameOfLocation,
  nameOfTag,
} from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'
import linked from '@/components/ui/linked-card.module.css'

import { CalendarFilterBar } from './calendar-filter-bar'
import styles from './calendar-page.module.css'
import { DateBadge } from './date-badge'
import { EventGrid } from './event-grid'
import { EventRowList } from './event-row-list'
import { ExhibitionsGrid } from './exhibitions-grid'
import { GalleryList } from './gallery-list'

/** What a calendar address asks for: a view, or the message explaining why it cannot be shown. */
export type CalendarRequest =
  { view: CalendarView; error?: undefined; raw?: undefined } | { view?: undefined; error: string; raw?: { type: string; value: string } }

/** The filter's name for people: a department's title rather than its code. */
async function filterName(filter: CalendarFilter, timeZone: string): Promise<string> {
  const label =
    filter.type === 'department'
      ? await nameOfDepartment(filter.value)
      : filter.type === 'tags'
        ? await nameOfTag(filter.value)
        : filter.type === 'location'
          ? await nameOfLocation(filter.value)
          : null
  return describeFilter(filter, { label: label ?? undefined, timeZoneFormat: (date) => `${formatDate(date, 'monthDay', timeZone)}, ${yearIn(date, timeZone)}` })
}

const FILTER_NOUNS: Record<CalendarFilter['type'], string> = {
  keywords: 'Keywords',
  department: 'Department',
  dates: 'Dates',
  type: 'Type',
  tags: 'Tag',
  location: 'Location',
}

/**
 * The events calendar (spec §2, §4, §9): the filter bar, then the events still to come and, once
 * a filter is set, the past ones, each list a page of 50 with 8 page links. Without a filter it
 * shows the month from now; a month already over puts everything in one list; the exhibitions
 * filter shows the exhibitions grid and the galleries.
 */
export async function CalendarPage({ request }: { request: CalendarRequest }) {
  const now = new Date()
  const [identity, options] = await Promise.all([getSiteIdentity(), calendarFilterOptions()])
  const timeZone = identity.timeZone
  const filter = request.view?.filter ?? null
  const current = filter ? { type: filter.type, value: filter.value } : (request.raw ?? null)
  const currentDates = filter?.type === 'dates' ? { from: zonedDay(filter.from, timeZone), to: zonedDay(filter.to, timeZone) } : null
  const name = filter ? await filterName(filter, timeZone) : null
  // What the empty lists say matched nothing: “figure drawing”, or Type: Open House.
  const matching = filter && name ? (filter.type === 'keywords' ? name : `${FILTER_NOUNS[filter.type]}: ${name}`) : null
  const months = monthSpans(now, timeZone, 3, 5)

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.kicker}>Calendar</p>
        <h1 className={styles.title}>Events{name ? <span className={styles.titleFilter}>: {name}</span> : null}</h1>
        <p className={styles.lead}>Lectures, screenings, open studios and exhibitions at {identity.shortName}: most are free and open to everyone.</p>
      </header>

      {!filter && !request.error && <Hero now={now} timeZone={timeZone} />}

      <CalendarFilterBar options={options} current={current} currentDates={currentDates} timeZone={timeZone} />

      <div className={styles.status}>
        {filter ? (
          <p>
            Showing{' '}
            <strong>
              {FILTER_NOUNS[filter.type]}: {name}
            </strong>
            , past and upcoming. <Link href={calendarHref(null)}>Reset the filter</Link>
          </p>
        ) : !request.error ? (
          <p>Showing the month from today. Choose a filter to see more, or browse by month.</p>
        ) : null}
        <nav aria-label="Browse by month" className={styles.months}>
          <ul>
            {months.map((month) => (
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

      {request.error ? (
        <section className={styles.notice} aria-labelledby="calendar-error">
          <h2 id="calendar-error">We could not use that filter</h2>
          <p>{request.error}</p>
          <p>
            <Link href={calendarHref(null)}>Reset the calendar</Link> or choose a filter above.
          </p>
        </section>
      ) : filter?.type === 'type' && filter.value === 'Exhibition' ? (
        <Exhibitions />
      ) : (
        <Lists view={request.view!} name={matching} now={now} timeZone={timeZone} />
      )}

      <p className={styles.subscribe}>
        <a href={`/api/v1/events/calendar.ics${filter && filter.type !== 'dates' ? `?${filter.type}=${encodeURIComponent(filter.value)}` : ''}`}>
          Subscribe to {filter && filter.type !== 'dates' ? 'this calendar' : 'the calendar'}
        </a>{' '}
        <span>(an .ics feed for Apple Calendar, Outlook or Google Calendar, updated as events are added)</span>
      </p>
    </div>
  )
}

/** The event the calendar leads with (events/latest-hero), and a glimpse of the shows on view. */
async function Hero({ now, timeZone }: { now: Date; timeZone: string }) {
  const [hero, onView] = await Promise.all([
    latestHeroEvent(now),
    listEvents({ eventTypes: ['Exhibition'], now: { onView: true }, sort: { field: 'eventEnd', direction: 'ASC' } }, { page: 1, limit: 4 }, now),
  ])
  if (!hero && onView.items.length === 0) return null
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
      {onView.items.length > 0 && (
        <section aria-labelledby="calendar-on-view" className={styles.onView}>
          <h2 id="calendar-on-view" className={styles.sectionTitle}>
            On view now
          </h2>
          <ul className={styles.onViewList}>
            {onView.items.map((show) => (
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

async function Exhibitions() {
  const galleries = await listGalleries()
  return (
    <>
      <ExhibitionsGrid />
      <section aria-labelledby="galleries" className={styles.galleries}>
        <h2 id="galleries" className={styles.sectionTitle}>
          The galleries
        </h2>
        <GalleryList galleries={galleries} />
      </section>
    </>
  )
}

function ListSection({
  id,
  title,
  page,
  view,
  which,
  filter,
  empty,
  timeZone,
  priority,
  rows,
}: {
  id: string
  title: string
  page: ListPage<EventSummary>
  view: CalendarView
  which: 'page' | 'pastPage'
  filter: CalendarFilter | null
  empty: ReactNode
  timeZone: string
  priority?: boolean
  /** Compact rows instead of image cards (the past list). */
  rows?: boolean
}) {
  const nrOfPages = Math.max(1, Math.ceil(page.total / page.limit))
  const hrefFor = (n: number) => `${calendarHref(filter, { ...view, [which]: n })}#${id}`
  return (
    <section aria-labelledby={id} className={styles.list} data-list={id}>
      <div className={styles.listHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.count}>
          {page.total} {page.total === 1 ? 'event' : 'events'}
        </p>
      </div>
      {rows ? (
        <EventRowList events={page.items} timeZone={timeZone} empty={empty} />
      ) : (
        <EventGrid events={page.items} timeZone={timeZone} empty={empty} priority={priority} />
      )}
      <Pagination
        currentPage={view[which]}
        nrOfPages={nrOfPages}
        pages={pageWindow(view[which], nrOfPages, CALENDAR_PAGINATION_LINKS)}
        hrefFor={hrefFor}
        label={`${title} pages`}
      />
    </section>
  )
}

/** The dates value from the start of this month to the end of the twelfth month from now. */
function yearAhead(now: Date, timeZone: string): string {
  const months = monthSpans(now, timeZone, 0, 11)
  return `${months[0]!.value.split('-')[0]}-${months.at(-1)!.value.split('-')[1]}`
}

async function Lists({ view, name, now, timeZone }: { view: CalendarView; name: string | null; now: Date; timeZone: string }) {
  const { filter } = view
  const { events, past } = await calendarEvents(filter, view, now)
  const reset = <Link href={calendarHref(null)}>Reset the filter</Link>
  const allInOne = past === null && filter !== null
  return (
    <>
      <ListSection
        id="upcoming"
        title={allInOne ? 'Events' : 'Upcoming'}
        page={events}
        view={view}
        which="page"
        filter={filter}
        timeZone={timeZone}
        priority
        empty={
          filter ? (
            <p>
              No {allInOne ? '' : 'upcoming '}events match {name}. {past && past.total > 0 ? 'See the past events below, or ' : ''}
              {reset} to see the month ahead.
            </p>
          ) : (
            <p>
              Nothing is on the calendar for the month ahead yet.{' '}
              <Link href={calendarHref({ type: 'dates', value: yearAhead(now, timeZone) })}>See the year ahead</Link>.
            </p>
          )
        }
      />
      {past && (
        <ListSection
          id="past"
          title="Past events"
          page={past}
          view={view}
          which="pastPage"
          filter={filter}
          timeZone={timeZone}
          rows
          empty={
            <p>
              No past events match {name}. {reset}.
            </p>
          }
        />
      )}
    </>
  )
}
