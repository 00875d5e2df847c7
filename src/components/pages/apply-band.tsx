import Link from 'next/link'

import flow from '@/components/ui/block-flow.module.css'

import styles from './template-parts.module.css'

/** spec §2 linked paths: the doors every admission page ends with (apply, ask, visit). */
const ADMISSION_LINKS = [
  { label: 'Undergraduate requirements', href: '/admissions/how-to-apply/undergraduate-application-requirements' },
  { label: 'Graduate requirements', href: '/admissions/how-to-apply/graduate-application-requirements' },
  { label: 'Request information', href: '/admissions/get-info' },
  { label: 'Visit us', href: '/admissions/visit' },
] as const

/** The Admission template's closing band: where to go next. */
export function ApplyBand() {
  return (
    <section className={`${flow.full} ${styles.apply}`} aria-labelledby="apply-next" data-part="apply">
      <div className={styles.applyInner}>
        <h2 id="apply-next" className={styles.applyHeading}>
          Ready when you are.
        </h2>
        <ul className={styles.applyLinks}>
          {ADMISSION_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
