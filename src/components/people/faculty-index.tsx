import type { FacultyIndex as FacultyIndexData } from '@/services/faculty'

import { facultyCardData } from './faculty-card-data'
import styles from './faculty-index.module.css'
import { FacultyIndexList } from './faculty-index-list'

type Props = { index: FacultyIndexData; hideDepartments?: boolean; emptyText: string }

/** spec §3: the A–Z index: jump links, then one section per letter with its people (drawn by `FacultyIndexList`, docs/decisions/0181). */
export function FacultyIndex({ index, hideDepartments, emptyText }: Props) {
  if (index.total === 0) return <p className={styles.empty}>{emptyText}</p>
  return (
    <FacultyIndexList
      groups={index.groups.map((group) => ({ letter: group.letter, cards: group.items.map((profile) => facultyCardData(profile, hideDepartments)) }))}
    />
  )
}
