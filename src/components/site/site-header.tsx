import Link from 'next/link'

import type { NavigationItem } from '@/domain/navigation'

import styles from './site-header.module.css'

type Props = { collegeName: string; shortName: string; navigation: NavigationItem[] }

function href(item: NavigationItem): string | null {
  return item.type === 'External_Link' ? item.externalLink : item.path
}

/** The frame's top bar: logo, top-level navigation, GET INFO and APPLY. */
export function SiteHeader({ collegeName, shortName, navigation }: Props) {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={`${collegeName}, home`}>
          {shortName}
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {navigation.map((item) => {
              const target = href(item) ?? href(item.children.find((child) => href(child)) ?? item)
              return (
                <li key={item.id}>
                  {target ? (
                    <a href={target} {...(item.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {item.title}
                    </a>
                  ) : (
                    <span>{item.title}</span>
                  )}
                </li>
              )
            })}
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link href="/admissions/get-info" className={styles.action}>
            GET INFO
          </Link>
          <Link href="/admissions" className={`${styles.action} ${styles.primary}`}>
            APPLY
          </Link>
        </div>
      </div>
    </header>
  )
}
