// Apart from the card itself, which the A–Z index draws in the browser too: this is the server's part, and its image rules stay
// out of the page's script (docs/decisions/0185).
import { focalPosition } from '@/domain/images'
import type { FacultySummary } from '@/services/faculty'

/**
 * What a card shows of a profile, and nothing else: the A–Z index sends a few hundred of these to the browser (docs/decisions/0140).
 * A field a card leaves empty is left out, not sent as null (docs/decisions/0181).
 */
export type FacultyCardData = {
  name: string
  /** The profile's address, which also keys the card. */
  path: string
  title?: string
  /** The department line. */
  departments?: string
  /** The portrait's address. */
  image?: string
  /** The portrait's focal point as a position, only where it is not the centre. */
  position?: string
}

const CENTRE = focalPosition(null)

/** A card's data from a profile; `hideDepartments` on a page that is about one department. */
export function facultyCardData(profile: FacultySummary, hideDepartments = false): FacultyCardData {
  const departments = profile.departments.map((department) => department.shortTitle ?? department.title).join(', ')
  const position = profile.image && focalPosition(profile.image.focal)
  return {
    name: profile.name,
    path: profile.path,
    ...(profile.title ? { title: profile.title } : {}),
    ...(!hideDepartments && departments ? { departments } : {}),
    ...(profile.image ? { image: profile.image.url } : {}),
    ...(position && position !== CENTRE ? { position } : {}),
  }
}
