import type { FooterLink } from '@/services/footer'

import styles from './site-footer.module.css'
import { SocialIcon } from './social-icon'

/** A footer link as the view is given it: `newTab` only where it is true (eleven `"newTab":false` were in every page's payload, docs/decisions/0181). */
export type FooterViewLink = Pick<FooterLink, 'label' | 'href'> & { newTab?: true }

/** The footer's links, each as `FooterViewLink`. */
export type FooterViewContent = {
  groups: { heading: string; links: FooterViewLink[] }[]
  donate: FooterViewLink | null
  smallLinks: FooterViewLink[]
}

function LinkTo({ link, className }: { link: FooterViewLink; className?: string }) {
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label}
      {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}

/** What `FooterView` is given: what the footer shows of the college and its links. */
export type FooterViewProps = { college: FooterCollege; footer: FooterViewContent }

/** What the footer shows of the college: its name, the address's two lines, the phone and the social links. */
export type FooterCollege = { name: string; street: string; cityLine: string; phone: string; socialLinks: { network: string; url: string }[] }

/** The frame's footer (spec §2): address and phone, social icons, link groups, Donate, small links; shown by `FooterView`. */
export function FooterMarkup({ college, footer }: FooterViewProps) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.grid}>
          <div>
            <p className={styles.name}>{college.name}</p>
            <address className={styles.address}>
              {college.street}
              <br />
              {college.cityLine}
              <br />
              <a href={`tel:${college.phone.replace(/[^\d+]/g, '')}`}>{college.phone}</a>
            </address>
            {college.socialLinks.length > 0 && (
              <ul className={styles.social} aria-label="Social media">
                {college.socialLinks.map((link) => (
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
          <span>© {college.name}</span>
        </nav>
      </div>
    </footer>
  )
}
