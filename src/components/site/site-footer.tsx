import Link from 'next/link'

import type { SiteIdentity } from '@/services/site-config'

import styles from './site-footer.module.css'

/** The frame's footer: the college's address, phone and social links from site config. */
export function SiteFooter({ identity }: { identity: SiteIdentity }) {
  const { address } = identity
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <p className={styles.name}>{identity.collegeName}</p>
            <address style={{ fontStyle: 'normal' }}>
              {address.street}
              <br />
              {cityLine}
              <br />
              <a href={`tel:${identity.phone.replace(/[^\d+]/g, '')}`}>{identity.phone}</a>
            </address>
          </div>
          {identity.socialLinks.length > 0 && (
            <nav aria-label="Social media">
              <ul className={styles.list}>
                {identity.socialLinks.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.network}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <nav aria-label="Legal" className={styles.small}>
          <Link href="/accessibility-notice">Accessibility Notice</Link>
          <Link href="/colophon">Colophon</Link>
          <span>
            © {identity.collegeName}
          </span>
        </nav>
      </div>
    </footer>
  )
}
