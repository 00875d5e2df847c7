import Link from 'next/link'

import { AlertBanner } from '@/components/alerts/alert-banner'
import { findActiveHomePageAlert } from '@/services/alerts'
import { getNavigationTree } from '@/services/navigation'
import { getSiteIdentity } from '@/services/site-config'

import styles from './home.module.css'

/** The home page: the active home-page alert, the college's welcome and its main doors. */
export default async function HomePage() {
  const [identity, navigation, alert] = await Promise.all([getSiteIdentity(), getNavigationTree(), findActiveHomePageAlert()])
  return (
    <>
      {alert && <AlertBanner alert={alert} kind="home-page" />}
      <section className={styles.hero} aria-labelledby="welcome">
        <div className="container">
          <p className={styles.kicker}>{identity.address.city}</p>
          <h1 id="welcome" className={styles.title}>
            {identity.collegeName}
          </h1>
          {identity.tagline && <p className={styles.tagline}>{identity.tagline}</p>}
        </div>
      </section>
      <section className="container" aria-labelledby="explore">
        <h2 id="explore" className={styles.sectionTitle}>
          Explore
        </h2>
        <ul className={styles.doors}>
          {navigation.map((item, index) => (
            <li key={item.id} className={styles.door}>
              <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
              <h3>{item.title}</h3>
              <ul className={styles.links}>
                {item.children
                  .flatMap((child) => (child.type === 'SectionLabel' || child.type === 'Group' ? child.children : [child]))
                  .filter((child) => child.path || child.externalLink)
                  .slice(0, 5)
                  .map((child) => (
                    <li key={child.id}>
                      <Link href={child.path ?? child.externalLink ?? '/'}>{child.title}</Link>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
