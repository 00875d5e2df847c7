import Link from 'next/link'

import { SEARCH_KINDS, type SearchKind } from '@/domain/search'

import styles from './search-kind-filter.module.css'

type Props = { kind: SearchKind | null } & ({ hrefOf: (kind: SearchKind | null) => string } | { onSelect: (kind: SearchKind | null) => void })

/** Narrows search to one kind (docs/decisions/0108): links on /search (no JavaScript needed), buttons in the overlay. */
export function SearchKindFilter(props: Props) {
  const choices = [{ value: null, label: 'All' }, ...SEARCH_KINDS]
  return (
    <nav aria-label="Kinds of result" className={styles.kinds}>
      <ul className={styles.list}>
        {choices.map((choice) => {
          const current = choice.value === props.kind
          return (
            <li key={choice.label}>
              {'hrefOf' in props ? (
                <Link href={props.hrefOf(choice.value)} className={styles.choice} aria-current={current ? 'page' : undefined}>
                  {choice.label}
                </Link>
              ) : (
                <button type="button" className={styles.choice} aria-pressed={current} onClick={() => props.onSelect(choice.value)}>
                  {choice.label}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
