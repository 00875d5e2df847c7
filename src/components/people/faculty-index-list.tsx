'use client'

import { INDEX_LETTERS, OTHER_LETTER, letterAnchor } from '@/domain/faculty'

import { FacultyCard } from './faculty-card'
import type { FacultyCardData } from './faculty-card-data'
import styles from './faculty-index.module.css'
import { LetterNav } from './letter-nav'

/** One letter's people, as the index sends them. */
export type FacultyIndexGroup = { letter: string; cards: FacultyCardData[] }

/**
 * The A–Z index drawn from its data here, in the server's HTML and in the browser alike: the jump links, then one section per letter
 * with its cards. The page's inline payload carries a few fields per person, not the index's markup a second time (docs/decisions/0140,
 * 0181); the jump links' letters and counts are worked out from the groups.
 */
export function FacultyIndexList({ groups }: { groups: FacultyIndexGroup[] }) {
  const counts = new Map(groups.map((group) => [group.letter, group.cards.length]))
  return (
    <>
      <LetterNav letters={INDEX_LETTERS.map((letter) => ({ letter, anchor: letterAnchor(letter), count: counts.get(letter) ?? 0 }))} />
      {groups.map((group) => {
        const anchor = letterAnchor(group.letter)
        return (
          <section key={group.letter} id={anchor} className={styles.group} aria-labelledby={`${anchor}-heading`}>
            <h2 id={`${anchor}-heading`} className={styles.letter}>
              <span aria-hidden="true">{group.letter}</span>
              <span className="visually-hidden">{group.letter === OTHER_LETTER ? 'Names starting with a digit or sign' : `Letter ${group.letter}`}</span>
            </h2>
            <ul className={styles.grid}>
              {group.cards.map((card) => (
                <li key={card.path}>
                  <FacultyCard card={card} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </>
  )
}
