import Link from 'next/link'
import type { ReactNode } from 'react'

import { APPLY_LINKS, GET_INFO_COLUMNS } from '@/domain/header-menus'

import styles from './site-header.module.css'

// The header's fixed parts, rendered on the server and placed by header-menus.tsx: fixed markup needs no client code (docs/decisions/0074).

/** spec §2: the APPLY menu's links. The header sends each click's `apply-click` from `data-academic-level`. */
export function ApplyLinks() {
  return (
    <ul className={`container ${styles.applyList}`}>
      {APPLY_LINKS.map((link) => (
        <li key={link.href}>
          <Link href={link.href} data-academic-level={link.academicLevel}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** spec §2: the GET INFO panel's columns; Watch adds the college's social links. */
export function GetInfoColumns({ socialLinks }: { socialLinks: { network: string; url: string }[] }) {
  return (
    <div className={`container ${styles.getInfo}`}>
      {GET_INFO_COLUMNS.map((column) => (
        <div key={column.heading}>
          <h2 className={styles.columnHeading}>{column.heading}</h2>
          <ul className={styles.sectionList}>
            {column.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            {column.withSocialLinks &&
              socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.network}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
      {children}
    </svg>
  )
}

/** The header's icon buttons' drawings. */
export const HEADER_ICONS = {
  light: (
    <Icon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Icon>
  ),
  dark: (
    <Icon>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </Icon>
  ),
  search: (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Icon>
  ),
  cart: (
    <Icon>
      <path d="M5 7h14l-1.5 12h-11z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </Icon>
  ),
}

export type HeaderIcons = Record<keyof typeof HEADER_ICONS, ReactNode>
