import type { Metadata } from 'next'

import { PageIntro } from '@/components/people/page-intro'
import { BuildingList } from '@/components/places/building-list'
import { LibraryHours } from '@/components/places/library-hours'
import { LocationGrid } from '@/components/places/location-grid'
import { CONTACT_AND_MAPS_PATH } from '@/domain/places'
import { getContactAndMaps } from '@/services/places'
import { getCollegeLibraries } from '@/services/library-hours'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

import styles from './contact-and-maps.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const identity = await getSiteIdentity()
  return pageMetadata({
    title: 'Contact and Maps',
    description: `How to reach ${identity.collegeName}: addresses, phone numbers, maps of our buildings and library hours.`,
    path: CONTACT_AND_MAPS_PATH,
  })
}

/** spec §2: /contact-and-maps: the college's address, its buildings, location cards and library hours. */
export default async function ContactAndMapsPage() {
  const [identity, places, libraries] = await Promise.all([getSiteIdentity(), getContactAndMaps(), getCollegeLibraries()])
  const { address } = identity
  const street = [address.street, [address.city, address.region].filter(Boolean).join(', '), address.postalCode].filter(Boolean).join(' · ')
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
