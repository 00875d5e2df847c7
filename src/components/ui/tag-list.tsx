import Link from 'next/link'

import styles from './tag-list.module.css'

export type TagChip = { label: string; href?: string | null }

/** Tags, departments or types as chips; a chip with an address links to the list it filters. */
export function TagList({ tags, label }: { tags: TagChip[]; label: string }) {
  if (tags.length === 0) return null
  return (
    <ul className={styles.list} aria-label={label}>
      {tags.map((tag) => (
        <li key={`${tag.label}-${tag.href ?? ''}`}>
          {tag.href ? (
            <Link className={styles.tag} href={tag.href}>
              {tag.label}
            </Link>
          ) : (
            <span className={styles.tag}>{tag.label}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
