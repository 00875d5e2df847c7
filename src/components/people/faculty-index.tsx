import type { FacultyIndex as FacultyIndexData } from '@/services/faculty'

import { facultyCardData } from './faculty-card'
import { FacultyCardList } from './faculty-card-list'
import styles from './faculty-index.module.css'
import { LetterNav } from './letter-nav'

type Props = { index: FacultyIndexData; hideDepartments?: boolean; emptyText: string }

/** spec §3: the A–Z index: jump links, then one section per letter with its people. */
export function FacultyIndex({ index, hideDepartments, emptyText }: Props) {
  if (index.total === 0) return <p className={styles.empty}>{emptyText}</p>
  return (
    <>
      <LetterNav letters={index.letters} />
      {index.groups.map((group) => (
        <section key={group.letter} id={group.anchor} className={styles.group} aria-labelledby={`${group.anchor}-heading`}>
          <h2 id={`${group.anchor}-heading`} className={styles.letter}>
            <span aria-hidden="true">{group.letter}</span>
            <span className="visually-hidden">{group.letter === '#' ? 'Names starting with a digit or sign' : `Letter ${group.letter}`}</span>
          </h2>
          <FacultyCardList className={styles.grid} cards={group.items.map((profile) => facultyCardData(profile, hideDepartments))} />
        </section>
      ))}
    </>
  )
}
