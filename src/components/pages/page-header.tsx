import Link from 'next/link'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import type { PageView, SectionLink } from '@/services/pages'

import styles from './page-header.module.css'

type Section = { root: SectionLink; pages: SectionLink[] }

/** spec §2 header types: default (trail and large title) or subheader (section name, smaller title, the section's pages). */
export function PageHeader({ page, section, overlapsHero }: { page: PageView; section: Section | null; overlapsHero: boolean }) {
  const trail = page.breadcrumbs.length > 2 ? page.breadcrumbs : []
  const className = `${styles.header} ${overlapsHero ? styles.overHero : ''} ${section ? styles.subheader : ''}`
  return (
    <header className={className}>
      <div className={styles.inner}>
        <Breadcrumbs trail={trail} />
        {section && section.root.id !== page.id && (
          <p className={styles.section}>
            <Link href={section.root.path}>{section.root.title}</Link>
          </p>
        )}
        <h1 className={styles.title}>{page.title}</h1>
      </div>
      {section && section.pages.length > 0 && (
        <nav className={styles.sectionNav} aria-label={`${section.root.title}: pages`}>
          <ul>
            <li>
              <Link href={section.root.path} aria-current={section.root.id === page.id ? 'page' : undefined}>
                Overview
              </Link>
            </li>
            {section.pages.map((link) => (
              <li key={link.id}>
                <Link href={link.path} aria-current={link.id === page.id ? 'page' : undefined}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  )
}
