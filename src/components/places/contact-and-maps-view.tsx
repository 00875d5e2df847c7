import { PageIntro } from '@/components/ui/page-intro'
import type { ContactAndMapsPageView } from '@/services/place-pages'

import { BuildingList } from './building-list'
import styles from './contact-and-maps.module.css'
import { LibraryHours } from './library-hours'
import { LocationGrid } from './location-grid'

/** spec §2: /contact-and-maps: the college's address, its buildings, location cards and library hours. */
export function ContactAndMapsView({ view }: { view: ContactAndMapsPageView }) {
  const { identity, street, places, libraries } = view
  return (
    <>
      <PageIntro
        kicker="Visit and call"
        title="Contact and Maps"
        lead={`${identity.collegeName} is a handful of buildings on the Lower East Side, a few more in the city, and studios abroad.`}
      />
      <div className="container">
        <section className={styles.contact} aria-labelledby="contact-heading">
          <h2 id="contact-heading" className="visually-hidden">
            Contact
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Address</dt>
              <dd>{street}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${identity.phone.replace(/[^\d+]/g, '')}`}>{identity.phone}</a>
              </dd>
            </div>
            {identity.email && (
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${identity.email}`}>{identity.email}</a>
                </dd>
              </div>
            )}
          </dl>
        </section>

        <BuildingList buildings={places.buildings} />

        <LocationGrid
          id="facilities"
          title="Facilities"
          lead="Studios, labs, galleries and the library: the college's own places in the city."
          locations={places.facilities}
        />
        {places.partners.length > 0 && (
          <LocationGrid id="partners" title="Partner studios" lead="Places we work with, where some courses meet." locations={places.partners} />
        )}
        <LocationGrid id="international" title="International locations" lead="Residencies and exchanges abroad." locations={places.internationalLocations} />

        {libraries.length > 0 && (
          <section id="library-hours" className={styles.section} aria-labelledby="library-hours-heading">
            <h2 id="library-hours-heading">Library hours</h2>
            <div className={styles.regular}>
              {libraries.map((library) => (
                <div key={library.libraryId} className={styles.library}>
                  <h3>{library.name}</h3>
                  <p className={styles.regularTitle}>Regular hours</p>
                  <dl className={styles.week}>
                    {library.week.map(({ day, label }) => (
                      <div key={day}>
                        <dt>{day[0]!.toUpperCase() + day.slice(1)}</dt>
                        <dd>{label}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </div>
            <h3 className={styles.byDate}>Hours by date</h3>
            <p className={styles.note}>Holidays and breaks change the regular hours. Choose a week or any range of days.</p>
            <LibraryHours libraries={libraries.map((library) => ({ id: library.libraryId, name: library.name }))} timeZone={identity.timeZone} />
          </section>
        )}
      </div>
    </>
  )
}
