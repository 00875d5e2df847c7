import type { FooterContent, FooterLink } from '@/services/footer'
import type { SiteIdentity } from '@/services/site-config'

import styles from './site-footer.module.css'
import { SocialIcon } from './social-icon'

function LinkTo({ link, className }: { link: FooterLink; className?: string }) {
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
      {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}

/** The frame's footer (spec §2): address and phone, social icons, link groups, Donate, small links. */
export function SiteFooter({ identity, footer }: { identity: SiteIdentity; footer: FooterContent }) {
  const { address } = identity
  const cityLine = [address.city, [address.region, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <p className={styles.name}>{identity.collegeName}</p>
            <address className={styles.address}>
              {address.street}
              <br />
              {cityLine}
              <br />
              <a href={`tel:${identity.phone.replace(/[^\d+]/g, '')}`}>{identity.phone}</a>
            </address>
            {identity.socialLinks.length > 0 && (
              <ul className={styles.social} aria-label="Social media">
                {identity.socialLinks.map((link) => (
                  <li key={link.network}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`${link.network} (opens in a new tab)`} title={link.network}>
                      <SocialIcon network={link.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          {footer.groups.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <LinkTo link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {footer.donate && <LinkTo link={footer.donate} className={styles.donate} />}
        <nav aria-label="Legal" className={styles.small}>
          {footer.smallLinks.map((link) => (
            <LinkTo key={link.href} link={link} />
          ))}
          <span>© {identity.collegeName}</span>
        </nav>
      </div>
    </footer>
  )
}
