import Link from 'next/link'

import { type FeatureFilter as Filter, featuresListPath } from '@/domain/feature-paths'
import type { FeatureFilterOption } from '@/services/features'
import disclosure from '@/components/ui/filter-disclosure.module.css'

import styles from './feature-filter.module.css'

type Props = {
  departments: readonly FeatureFilterOption[]
  tags: readonly FeatureFilterOption[]
  /** The filter the list shows, with its title, or null for all stories. */
  current: (Filter & { title: string }) | null
}

/** The features filter: links, so each filtered list is a cached address that works without JavaScript (docs/decisions/0030, 0040). */
export function FeatureFilter({ departments, tags, current }: Props) {
  const group = (by: Filter['by'], label: string, options: readonly FeatureFilterOption[]) =>
    options.length > 0 && (
      <details className={disclosure.disclosure} open={current?.by === by || undefined}>
        <summary className={disclosure.summary}>
          <span className={disclosure.label}>{label}</span>
          <span className={disclosure.value}>{current?.by === by ? current.title : `All ${label === 'Department' ? 'departments' : 'topics'}`}</span>
        </summary>
        <ul className={styles.list} aria-label={label === 'Department' ? 'Stories by department' : 'Stories by topic'}>
          {options.map((option) => {
            const active = current?.by === by && current.slug === option.slug
            return (
              <li key={option.id}>
                <Link href={featuresListPath({ by, slug: option.slug })} aria-current={active ? 'page' : undefined}>
                  {option.title} <span className={styles.count}>({option.count})</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </details>
    )
  return (
    <nav className={styles.filter} aria-label="Filter stories">
      <p className={styles.status} aria-live="polite">
        {current ? (
          <>
            <span className={styles.showing}>
              Showing stories {current.by === 'department' ? 'from' : 'about'} <strong>{current.title}</strong>
            </span>
            <Link className={styles.reset} href={featuresListPath(null)}>
              <span aria-hidden="true">× </span>All stories
            </Link>
          </>
        ) : (
          <span className={styles.showing}>Showing all stories</span>
        )}
      </p>
      <div className={styles.groups}>
        {group('department', 'Department', departments)}
        {group('tag', 'Topic', tags)}
      </div>
    </nav>
  )
}
