import Link from 'next/link'

import type { PressYear } from '@/services/press'

import styles from './press.module.css'

/** Links to every year that has press releases; the current one is marked. */
export function PressYearNav({ years, current }: { years: PressYear[]; current?: number }) {
  if (!years.length) return null
  return (
    <nav className={styles.years} aria-label="Press releases by year">
      <h2 className={styles.yearsHeading}>Archive by year</h2>
      <ul className={styles.yearList}>
        {years.map(({ year, count, path }) => (
          <li key={year}>
            {year === current ? (
              <span className={styles.yearCurrent} aria-current="page">
                {year} <span className={styles.count}>({count})</span>
              </span>
            ) : (
              <Link className={styles.yearLink} href={path}>
                {year}{' '}
                <span className={styles.count}>
                  ({count}
                  <span className="visually-hidden"> releases</span>)
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
