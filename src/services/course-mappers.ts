import { contentPath } from '@/domain/content-paths'
import { type CourseStatus, type CourseType, HOUSING_COURSE_TYPES, type ProgrammeKey, courseTypeLabel, coursePath, programmeOf } from '@/domain/courses'
import { type Weekday } from '@/domain/course-search-address'
import { datesIntervalOf } from '@/domain/dates'
import { type Image, toImage } from '@/domain/media'
import { relationId, relationIds } from '@/domain/relations'
import { type SectionState, sectionLastDay, sectionState, sectionStateLabel } from '@/domain/section-state'
import type {
  Building as BuildingDoc,
  CourseCategory as CategoryDoc,
  CourseSection as SectionDoc,
  FacultyProfile as ProfileDoc,
  Media as MediaDoc,
  Semester as SemesterDoc,
} from '@/payload-types'

export type CourseCategoryRef = { id: number; title: string; slug: string }
export type CourseMeeting = { startDate: string; endDate: string; days: Weekday[]; startTime: string | null; endTime: string | null; room: string | null }

/** A course section as lists, cards, the cart and the API show it (spec §3: Course; Cart item). */
export type CourseSummary = {
  id: number
  type: CourseType
  typeLabel: string
  programme: ProgrammeKey
  title: string
  courseNumber: string
  registrationId: string
  slug: string
  path: string
  /** spec §3: "term/year". */
  semesterId: string | null
  semester: { id: number; title: string } | null
  meetingSchedules: CourseMeeting[]
  /** spec §3: the dates as one line, staff's wording when they gave one. */
  datesInterval: string | null
  startDate: string | null
  endDate: string | null
  categories: CourseCategoryRef[]
  secLocation: string | null
  secLevel: string | null
  secCourseTypes: string[]
  building: { id: number; title: string; code: string | null } | null
  /** The section's state on the day it is read (docs/decisions/0101): staff's status, or ended once its last day is over. */
  status: SectionState
  statusLabel: string
  cost: number
  fee: number
  isPreCollege: boolean
  isPreCollegeHousing: boolean
  isHousing: boolean
  instructors: { name: string; path: string | null }[]
  /** The first lines of the description, for lists. */
  summary: string | null
  thumbnail: Image | null
  published: boolean
  updatedAt: string
}

export type CourseDetail = CourseSummary & { description: string | null; hero: Image | null; keywords: string | null }

export type CourseCategoryView = CourseCategoryRef & { parentId: number | null; showInNavigation: boolean; description: string | null }

const SUMMARY_LENGTH = 220

function summaryOf(text: string | null | undefined): string | null {
  const clean = text?.replace(/\s+/g, ' ').trim()
  if (!clean) return null
  return clean.length <= SUMMARY_LENGTH ? clean : `${clean.slice(0, clean.lastIndexOf(' ', SUMMARY_LENGTH)).replace(/[,;:.]$/, '')}…`
}

const toCategoryRef = (doc: CategoryDoc): CourseCategoryRef => ({ id: doc.id, title: doc.title, slug: doc.slug })

export function toCategoryView(doc: CategoryDoc): CourseCategoryView {
  const parent = doc.parent
  return {
    ...toCategoryRef(doc),
    parentId: parent === null || parent === undefined ? null : typeof parent === 'object' ? parent.id : parent,
    showInNavigation: Boolean(doc.showInNavigation),
    description: doc.description?.trim() || null,
  }
}

/** The documents a section's relations name, read once for many sections (relation id → document). */
export type CourseRelations = {
  semesters: ReadonlyMap<number, SemesterDoc>
  categories: ReadonlyMap<number, CategoryDoc>
  buildings: ReadonlyMap<number, BuildingDoc>
  media: ReadonlyMap<number, MediaDoc>
  /** The faculty profiles the reader may see. */
  profiles: ReadonlyMap<number, Pick<ProfileDoc, 'slug' | '_status'>>
}

/**
 * A section as the site keeps it: its page's fields, the times its meetings span (for the time filter), and what its state
 * follows (the status staff set, its last day); `status` is staff's until `toCourseSummary` or `toCourseDetail` dates it.
 */
export type CourseRecord = CourseDetail & {
  earliestTime: string | null
  latestTime: string | null
  registrationStatus: CourseStatus
  lastDay: string | null
}

const related = <T>(map: ReadonlyMap<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null))

/** A section read without depth, with its relations looked up in `relations`; a relation the reader may not see is left out. */
export function toCourseRecord(doc: SectionDoc, relations: CourseRelations): CourseRecord {
  const semester = related(relations.semesters, relationId(doc.semester))
  const building = related(relations.buildings, relationId(doc.building))
  const firstDate = doc.firstDate ? doc.firstDate.slice(0, 10) : null
  const lastDate = doc.lastDate ? doc.lastDate.slice(0, 10) : null
  const description = doc.description?.trim() || null
  const thumbnail = toImage(related(relations.media, relationId(doc.thumbnail)))
  const hero = toImage(related(relations.media, relationId(doc.hero)))
  return {
    id: doc.id,
    type: doc.type,
    typeLabel: courseTypeLabel(doc.type),
    programme: programmeOf(doc.type).key,
    title: doc.title,
    courseNumber: doc.courseNumber,
    registrationId: doc.registrationId,
    slug: doc.slug,
    path: coursePath(doc.type, doc.slug),
    semesterId: semester?.semesterId ?? null,
    semester: semester ? { id: semester.id, title: semester.title ?? semester.semesterId ?? String(semester.id) } : null,
    meetingSchedules: (doc.meetingSchedules ?? []).map((meeting) => ({
      startDate: meeting.startDate.slice(0, 10),
      endDate: (meeting.endDate ?? meeting.startDate).slice(0, 10),
      days: meeting.days ?? [],
      startTime: meeting.startTime ?? null,
      endTime: meeting.endTime ?? null,
      room: meeting.room ?? null,
    })),
    datesInterval: doc.datesInterval?.trim() || datesIntervalOf(firstDate, lastDate),
    startDate: firstDate,
    endDate: lastDate,
    earliestTime: doc.earliestTime ?? null,
    latestTime: doc.latestTime ?? null,
    categories: relationIds(doc.categories)
      .map((id) => relations.categories.get(id))
      .filter((category) => category !== undefined)
      .map(toCategoryRef),
    secLocation: doc.secLocation ?? null,
    secLevel: doc.secLevel ?? null,
    secCourseTypes: doc.secCourseTypes ?? [],
    building: building ? { id: building.id, title: building.title, code: building.code ?? null } : null,
    status: doc.registrationStatus,
    statusLabel: sectionStateLabel(doc.registrationStatus),
    registrationStatus: doc.registrationStatus,
    lastDay: sectionLastDay({ endDate: lastDate, semesterEndDate: semester?.endDate ?? null }),
    cost: doc.cost,
    fee: doc.fee,
    isPreCollege: Boolean(doc.isPreCollege),
    isPreCollegeHousing: Boolean(doc.isPreCollegeHousing),
    isHousing: HOUSING_COURSE_TYPES.includes(doc.type),
    instructors: (doc.instructors ?? []).map((instructor) => {
      const profile = related(relations.profiles, relationId(instructor.facultyProfile))
      // A profile visitors may not see has no page: the name stays, without a link.
      return { name: instructor.name, path: profile?._status === 'published' ? contentPath({ collection: 'faculty-profiles', slug: profile.slug }) : null }
    }),
    summary: summaryOf(description),
    description,
    keywords: doc.keywords?.trim() || null,
    thumbnail: thumbnail ?? hero,
    hero,
    published: doc._status === 'published',
    updatedAt: doc.updatedAt,
  }
}

/** A section as it stands on the college's `today` (YYYY-MM-DD): its state from staff's status and its dates. */
function dated(record: CourseRecord, today: string): CourseDetail {
  const { earliestTime: _earliest, latestTime: _latest, registrationStatus, lastDay, ...detail } = record
  const status = sectionState({ registrationStatus, endDate: lastDay }, today)
  return { ...detail, status, statusLabel: sectionStateLabel(status) }
}

/** A section as lists, the cart and the API's course list show it, on the college's `today`. */
export function toCourseSummary(record: CourseRecord, today: string): CourseSummary {
  const { description: _description, keywords: _keywords, hero: _hero, ...summary } = dated(record, today)
  return summary
}

/** A section as its page and the API's single-course calls show it, on the college's `today`. */
export const toCourseDetail = (record: CourseRecord, today: string): CourseDetail => dated(record, today)
