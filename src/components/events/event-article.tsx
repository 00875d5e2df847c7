import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { JsonLd } from '@/components/ui/json-ld'
import { MediaImage } from '@/components/ui/media-image'
import { RichText } from '@/components/ui/rich-text'
import { TagList } from '@/components/ui/tag-list'
import { calendarHref } from '@/domain/calendar-href'
import { eventWhenLong, zoneAbbreviation } from '@/domain/event-dates'
import { eventStructuredData } from '@/domain/event-structured-data'
import { exhibitionStatus, EXHIBITION_STATUS_LABELS } from '@/domain/exhibitions'
import { publicOrigin } from '@/env'
import type { MapPoint } from '@/domain/places'
import type { EventDetail } from '@/services/event-mappers'
import type { SiteIdentity } from '@/services/site-config'

import { AddToCalendar } from './add-to-calendar'
import styles from './event-article.module.css'
import { EventMap } from './event-map'
import { ExhibitorCard } from './exhibitor-card'

type Props = {
  event: EventDetail
  identity: SiteIdentity
  /** Staff previews leave out structured data and link exhibitors to their previews. */
  preview?: boolean
  /** The college's places with coordinates, drawn around the event's own on its map. */
  places?: readonly MapPoint[]
}

/** An event's page (spec §2, §3), in black and white on the public site. */
export function EventArticle({ event, identity, preview = false, places = [] }: Props) {
  const timeZone = identity.timeZone
  const when = eventWhenLong(event, timeZone)
  const now = new Date()
  const status = event.eventType === 'Exhibition' ? exhibitionStatus(event, now) : null
  const origin = publicOrigin()
  return (
    <article className={styles.article}>
      {!preview && (
        <JsonLd
          data={eventStructuredData(
            {
              title: event.displayTitle,
              eventType: event.eventType,
              eventStart: event.eventStart,
              eventEnd: event.eventEnd,
              summary: event.summary,
              path: event.path,
              imageUrls: [event.image, ...event.gallery.map((g) => g.image)].flatMap((image) => (image ? [image.url] : [])),
              places: event.locations.map((location) => ({ title: location.title, address: location.postal })),
              admission: event.admission,
              registrationUrl: event.registrationUrl,
              organizer: { name: identity.collegeName, url: origin },
            },
            origin,
          )}
        />
      )}
      <div className="container">
        <Breadcrumbs
          trail={[
            { label: 'Events', href: '/events' },
            { label: event.displayTitle, href: event.path },
          ]}
        />
        <header className={styles.header}>
          <p className={styles.kicker}>
            <Link href={calendarHref({ type: 'type', value: event.eventType })}>{event.eventTypeLabel}</Link>
            {status && <span className={styles.status}>{EXHIBITION_STATUS_LABELS[status]}</span>}
            {event.isExpired && !status && <span className={styles.status}>This event has ended</span>}
          </p>
          <h1 className={styles.title}>{event.displayTitle}</h1>
          {event.overriddenTitle && event.overriddenTitle !== event.title && <p className={styles.subtitle}>{event.title}</p>}
        </header>
      </div>

      {event.image && (
        <div className={styles.hero}>
          <MediaImage image={event.image} ratio="2:1" priority sizes="100vw" />
        </div>
      )}

      <div className={`container ${styles.layout}`}>
        <aside className={styles.facts} aria-label="Event details">
          <dl className={styles.list}>
            <div>
              <dt>When</dt>
              <dd>
                <time dateTime={event.eventStart}>{when.date}</time>
                {when.time && (
                  <>
                    <br />
                    {when.time} <abbr title={`${timeZone.replace(/_/g, ' ')} time`}>{zoneAbbreviation(event.eventStart, timeZone)}</abbr>
                  </>
                )}
              </dd>
            </div>
            {event.locations.length > 0 && (
              <div>
                <dt>Where</dt>
                <dd>
                  {event.locations.map((location) => (
                    <span key={location.id} className={styles.place}>
                      <Link href={calendarHref({ type: 'location', value: location.slug })}>{location.title}</Link>
                      {location.address && <span className={styles.muted}>{location.address}</span>}
                    </span>
                  ))}
                  {event.room && <span className={styles.muted}>{event.room}</span>}
                </dd>
              </div>
            )}
            {event.admission && (
              <div>
                <dt>Admission</dt>
                <dd>{event.admission}</dd>
              </div>
            )}
          </dl>
          <EventMap locations={event.locations} places={places} />
          {event.registrationUrl && !event.isExpired && (
            <p>
              <a className={styles.register} href={event.registrationUrl} target="_blank" rel="noopener noreferrer">
                Register <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </p>
          )}
          {!event.isExpired && <AddToCalendar event={event} timeZone={timeZone} />}
          {event.departmentsAndCategories.length > 0 && (
            <div className={styles.chips}>
              <h2 className={styles.factHeading}>Departments</h2>
              <TagList
                label="Departments and categories"
                tags={event.departmentsAndCategories.map((c) => ({ label: c.shortTitle, href: calendarHref({ type: 'department', value: c.code }) }))}
              />
            </div>
          )}
          {event.tags.length > 0 && (
            <div className={styles.chips}>
              <h2 className={styles.factHeading}>Tags</h2>
              <TagList label="Tags" tags={event.tags.map((tag) => ({ label: tag.title, href: calendarHref({ type: 'tags', value: tag.slug }) }))} />
            </div>
          )}
        </aside>

        <div className={styles.body}>
          {event.summary && <p className={styles.summary}>{event.summary}</p>}
          <RichText data={event.description} />
          {event.gallery.length > 0 && (
            <section aria-labelledby="event-images" className={styles.gallery}>
              <h2 id="event-images" className="visually-hidden">
                Images
              </h2>
              {event.gallery.map(({ image, caption }, index) => (
                <figure key={`${image.url}-${index}`} className={styles.figure}>
                  <MediaImage image={image} sizes="(max-width: 1023px) 100vw, 60vw" />
                  {(caption || image.credit) && (
                    <figcaption>
                      {caption}
                      {caption && image.credit ? ' · ' : ''}
                      {image.credit}
                    </figcaption>
                  )}
                </figure>
              ))}
            </section>
          )}
        </div>
      </div>

      {event.exhibitors.length > 0 && (
        <section className={`container ${styles.exhibitors}`} aria-labelledby="exhibitors">
          <h2 id="exhibitors" className={styles.sectionTitle}>
            Exhibitors <span className={styles.muted}>{event.exhibitors.length}</span>
          </h2>
          <ul className={styles.exhibitorGrid}>
            {event.exhibitors.map((exhibitor) => (
              <li key={exhibitor.id}>
                <ExhibitorCard exhibitor={exhibitor} href={preview ? `/preview/event/${event.id}/exhibitor/${exhibitor.id}` : exhibitor.path} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
