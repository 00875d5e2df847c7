import Link from 'next/link'

import { BlockFlow } from '@/cms/blocks/block-flow'
import flow from '@/cms/blocks/block-flow.module.css'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import type { NavigationGroup } from '@/services/navigation-groups'

import styles from './navigation-group-view.module.css'

/** spec §3 (navigation group): a group of the main navigation as an index page of its links. */
export function NavigationGroupView({ group }: { group: NavigationGroup }) {
  return (
    <article data-entity="navigation group">
      <header className={styles.header}>
        <Breadcrumbs trail={group.breadcrumbs.length > 2 ? group.breadcrumbs : []} />
        <h1 className={styles.title}>{group.title}</h1>
      </header>
      <BlockFlow>
        {group.sections.length === 0 && <p className={flow.column}>Nothing is listed here yet.</p>}
        {group.sections.map((section, index) => (
          <section key={section.title ?? `links-${index}`} className={`${flow.wide} ${styles.section}`} aria-label={section.title ?? group.title}>
            {section.title && <h2 className={styles.sectionTitle}>{section.path ? <Link href={section.path}>{section.title}</Link> : section.title}</h2>}
            <ul className={styles.links}>
              {section.links.map((link) => (
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
        ))}
      </BlockFlow>
    </article>
  )
}
