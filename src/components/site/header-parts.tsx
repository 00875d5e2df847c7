import Link from 'next/link'

import { APPLY_LINKS, GET_INFO_COLUMNS } from '@/domain/header-menus'

import { ApplyLink } from './apply-link'
import styles from './site-header.module.css'

// The APPLY menu's and the GET INFO panel's contents: header-menus.tsx loads this module when one of them is first asked for, so that
// neither their markup nor their links travel in every page's payload (docs/decisions/0150).

/** spec §2, §7: the APPLY menu's links; a click sends `apply-click` with the link's academic level (here, so that the header's first load carries neither). */
export function ApplyLinks() {
  return (
    <ul className={`container ${styles.applyList}`}>
      {APPLY_LINKS.map((link) => (
        <li key={link.href}>
          <ApplyLink href={link.href} academicLevel={link.academicLevel}>
            {link.label}
          </ApplyLink>
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
