// spec §2 (staff edit targets, opened in a new tab) and §6 (the Edit button's labels): what the toolbar's Edit button says and
// where it leads, from the `data-edit` each template writes into its cached HTML (docs/decisions/0061).
import { type ProgrammeKey, programmeByKey } from './courses'
import { parseDocumentId } from './document-id'

/** spec §6: the Edit button's label for each kind of content it names. */
export const EDIT_EXHIBITOR = 'Edit exhibitor'
export const EDIT_FEATURE = 'Edit feature'
export const EDIT_PRESS_RELEASE = 'Edit press release'
export const EDIT_FACULTY_PROFILE = 'Edit faculty profile'
export const EDIT_EVENT = 'Edit event'
export const EDIT_NAVIGATION_GROUP = 'Edit Navigation Group'
/** spec §6: "otherwise Edit page". */
export const EDIT_PAGE = 'Edit page'

/** The back office's home: where "Edit page" leads on a page that names no content. */
export const BACK_OFFICE_HOME = '/admin'
/** The home page's own content is a global of the back office. */
const HOMEPAGE_EDIT_VIEW = '/admin/globals/homepage'

/** The content a public page shows, as the toolbar needs it (ids of published documents only). */
export type EditTarget =
  | { type: 'event' | 'feature' | 'press release' | 'faculty profile' | 'page'; id: number }
  | { type: 'exhibitor'; id: number; eventId: number }
  | { type: 'course sections'; id: number; programme: ProgrammeKey }
  | { type: 'navigation group'; id: string }
  | { type: 'homepage' }

/** spec §6: the label of the Edit button for the kind of content the page shows (none: "Edit page"). */
export function editLabel(type: EditTarget['type'] | null | undefined): string {
  switch (type) {
    case 'exhibitor':
      return EDIT_EXHIBITOR
    case 'feature':
      return EDIT_FEATURE
    case 'press release':
      return EDIT_PRESS_RELEASE
    case 'faculty profile':
      return EDIT_FACULTY_PROFILE
    case 'event':
      return EDIT_EVENT
    case 'navigation group':
      return EDIT_NAVIGATION_GROUP
    default:
      return EDIT_PAGE
  }
}

/** spec §2: the staff edit target of the content (next.config.ts sends each to the back office's edit view). */
export function editHref(target: EditTarget | null): string {
  if (!target) return BACK_OFFICE_HOME
  switch (target.type) {
    case 'event':
      return `/admin/events/edit/${target.id}`
    case 'exhibitor':
      return `/admin/events/edit/${target.eventId}/exhibitor/${target.id}`
    case 'feature':
      return `/admin/features/edit/${target.id}`
    case 'press release':
      return `/admin/press-release/edit/${target.id}`
    case 'faculty profile':
      return `/admin/faculty-profiles/${target.id}/edit`
    case 'navigation group':
      return `/admin/navigation?edit=${encodeURIComponent(target.id)}`
    case 'page':
      return `/admin/pages/${target.id}/edit`
    case 'course sections':
      return `/admin/courses/${target.programme}/edit/${target.id}`
    case 'homepage':
      return HOMEPAGE_EDIT_VIEW
  }
}

/** The collections whose published version and latest draft Before/After compares, by the content they hold. */
export const VERSIONED_COLLECTIONS = {
  event: 'events',
  exhibitor: 'exhibitors',
  feature: 'features',
  'press release': 'press-releases',
  'faculty profile': 'faculty-profiles',
  page: 'pages',
  'course sections': 'course-sections',
} as const
export type VersionedCollection = (typeof VERSIONED_COLLECTIONS)[keyof typeof VERSIONED_COLLECTIONS]

/** Where Before/After finds the versions: a document or the home page's global; null when the content keeps no drafts. */
export function versionsOf(target: EditTarget | null): { collection: VersionedCollection; id: number } | { global: 'homepage' } | null {
  if (!target || target.type === 'navigation group') return null
  if (target.type === 'homepage') return { global: 'homepage' }
  return { collection: VERSIONED_COLLECTIONS[target.type], id: target.id }
}

/** The attribute a page's HTML names its content with, read by the staff toolbar. */
export const EDIT_TARGET_ATTRIBUTE = 'data-edit'

const SEPARATOR = '/'
const CODES = {
  event: 'event',
  exhibitor: 'exhibitor',
  feature: 'feature',
  'press release': 'press-release',
  'faculty profile': 'faculty-profile',
  page: 'page',
  'course sections': 'course-section',
  'navigation group': 'navigation-group',
  homepage: 'homepage',
} as const satisfies Record<EditTarget['type'], string>

/** The content as the attribute writes it: `event/7`, `exhibitor/3/7` (the exhibitor, then its event), `course-section/8/pre-college`, `homepage`. */
export function encodeEditTarget(target: EditTarget): string {
  const code = CODES[target.type]
  switch (target.type) {
    case 'homepage':
      return code
    case 'exhibitor':
      return [code, target.id, target.eventId].join(SEPARATOR)
    case 'course sections':
      return [code, target.id, target.programme].join(SEPARATOR)
    case 'navigation group':
      return [code, encodeURIComponent(target.id)].join(SEPARATOR)
    default:
      return [code, target.id].join(SEPARATOR)
  }
}

/** The attribute read back; null for anything that is not one (so a stray value never makes a link). */
export function parseEditTarget(value: string | null | undefined): EditTarget | null {
  if (!value) return null
  const [code, first, second, ...rest] = value.split(SEPARATOR)
  if (rest.length > 0) return null
  const type = (Object.keys(CODES) as EditTarget['type'][]).find((key) => CODES[key] === code)
  const id = parseDocumentId(first)
  switch (type) {
    case undefined:
      return null
    case 'homepage':
      return first === undefined ? { type } : null
    case 'navigation group': {
      const groupId = first && second === undefined ? safeDecode(first) : null
      return groupId ? { type, id: groupId } : null
    }
    case 'exhibitor': {
      const eventId = parseDocumentId(second)
      return id && eventId ? { type, id, eventId } : null
    }
    case 'course sections': {
      const programme = second ? programmeByKey(second) : null
      return id && programme ? { type, id, programme: programme.key } : null
    }
    default:
      return id && second === undefined ? { type, id } : null
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}
