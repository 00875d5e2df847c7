import Link from 'next/link'

import { publicOrigin } from '@/env'

import { JsonLd } from './json-ld'
import styles from './breadcrumbs.module.css'

export type Crumb = { label: string; href: string }

/** The way back up a page's path, with the same trail as schema.org BreadcrumbList (absolute addresses). */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  if (trail.length === 0) return null
  const origin = publicOrigin()
  const last = trail.length - 1
  return (
    <nav className={styles.breadcrumbs} aria-label="Breadcrumb">
      <ol className={styles.list}>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>{index === last ? <span aria-current="page">{crumb.label}</span> : <Link href={crumb.href}>{crumb.label}</Link>}</li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: new URL(crumb.href, origin).toString(),
          })),
        }}
      />
    </nav>
  )
}
