import Link from 'next/link'

import flow from '@/components/ui/block-flow.module.css'

import styles from './link-section.module.css'

/** A link of an index: on this site, or elsewhere (marked, and in a new tab when its editor asked). */
export type IndexLink = { id: number | string; title: string; href: string; external?: boolean; newTab?: boolean }

/** A titled list of links across the wide column: a navigation group's sections, a page's own pages. */
export function LinkSection({ title, titleHref, label, links }: { title: string | null; titleHref?: string | null; label: string; links: IndexLink[] }) {
  return (
    <section className={`${flow.wide} ${styles.section}`} aria-label={title ?? label}>
      {title && <h2 className={styles.sectionTitle}>{titleHref ? <Link href={titleHref}>{title}</Link> : title}</h2>}
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            {link.external ? (
              <a href={link.href} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {link.title} <span aria-hidden="true">↗</span>
                {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            ) : (
              <Link href={link.href}>
                {link.title} <span aria-hidden="true">→</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
