import type { Where } from 'payload'

import { type CourseQuery, type CourseSearchText, compareCourses, courseMatcher, courseSearchText, withSubCategories } from '@/domain/course-query'
import { COURSE_DEFAULT_SORT } from '@/domain/courses'
import { relationId } from '@/domain/relations'
import type { FacultyProfile as ProfileDoc, Media as MediaDoc, CourseSection as SectionDoc } from '@/payload-types'

import { cms } from './cms'
import { keptUntilChange } from './content-version'
import { type CourseRecord, type CourseRelations, toCourseRecord } from './course-mappers'
import { type Reader, VISITOR, readFor, readOptions } from './read'

/** The sections a reader may see, with what searching them needs, and the category tree. */
export type CourseCatalogue = {
  entries: { course: CourseRecord; text: CourseSearchText }[]
  /** Each category's parent (null at a root), for searches by a category and its sub-categories. */
  parentOf: ReadonlyMap<number, number | null>
}

/** A read of many documents by id: only the ones the reader may see come back. */
async function byIds<T extends { id: number }>(
  collection: 'media' | 'faculty-profiles',
  ids: Iterable<number>,
  reader: Reader,
  select?: Record<string, true>,
): Promise<Map<number, T>> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return new Map()
  const payload = await cms()
  const where: Where = { id: { in: wanted } }
  const options = collection === 'faculty-profiles' ? readFor(reader, where) : { ...readOptions(reader), where }
  const { docs } = await payload.find({ collection, ...options, depth: 0, pagination: false, select })
  return new Map(docs.map((doc) => [doc.id, doc as unknown as T]))
}

/** The semesters, categories and buildings, whole: few, and shared by many sections. */
async function sharedRelations(reader: Reader): Promise<Pick<CourseRelations, 'semesters' | 'categories' | 'buildings'>> {
  const payload = await cms()
  const all = <C extends 'semesters' | 'course-categories' | 'buildings'>(collection: C) =>
    payload.find({ collection, ...readOptions(reader), depth: 0, pagination: false }).then(({ docs }) => new Map(docs.map((doc) => [doc.id, doc])))
  const [semesters, categories, buildings] = await Promise.all([all('semesters'), all('course-categories'), all('buildings')])
  return { semesters, categories, buildings }
}

/** The documents `sections` relate to, read once for all of them (depth 0 reads plus a lookup per relation). */
async function relationsOf(sections: readonly SectionDoc[], reader: Reader, shared?: Awaited<ReturnType<typeof sharedRelations>>): Promise<CourseRelations> {
  const [{ semesters, categories, buildings }, media, profiles] = await Promise.all([
    shared ?? sharedRelations(reader),
    byIds<MediaDoc>(
      'media',
      sections.flatMap((section) => [relationId(section.hero), relationId(section.thumbnail)].filter((id) => id !== null)),
      reader,
    ),
    byIds<Pick<ProfileDoc, 'id' | 'slug' | '_status'>>(
      'faculty-profiles',
      sections.flatMap((section) => (section.instructors ?? []).map((instructor) => relationId(instructor.facultyProfile)).filter((id) => id !== null)),
      reader,
      { slug: true, _status: true },
    ),
  ])
  return { semesters, categories, buildings, media, profiles }
}

/** The sections matching `where` as `reader` may see them, and what they relate to. */
async function readSections(reader: Reader, where?: Where): Promise<{ sections: SectionDoc[]; relations: CourseRelations }> {
  const payload = await cms()
  // Depth 0 and one lookup per relation: populating each section's relations costs Payload reads per section.
  const { docs } = await payload.find({ collection: 'course-sections', ...readFor(reader, where), depth: 0, pagination: false })
  return { sections: docs, relations: await relationsOf(docs, reader) }
}

/** The sections matching `where` as `reader` may see them, as records (no order). */
export async function readCourseRecords(reader: Reader, where: Where): Promise<CourseRecord[]> {
  const { sections, relations } = await readSections(reader, where)
  return sections.map((section) => toCourseRecord(section, relations))
}

/**
 * Sections read a page at a time for the catalogue: the large seed's 5,000 sections read at once, with what the read builds on
 * the way, took 134 MB of heap for a catalogue that keeps 12 MB (docs/decisions/0163).
 */
const CATALOGUE_READ_PAGE = 50

/** The collection's order (its default sort, `title`, then Payload's newest first), with the id to make it whole. */
const CATALOGUE_ORDER = ['title', '-createdAt', 'id']

/** Every section `reader` may see, as records with their search text, in the collection's order. */
async function readCatalogue(reader: Reader): Promise<CourseCatalogue> {
  const payload = await cms()
  const shared = await sharedRelations(reader)
  const entries: CourseCatalogue['entries'] = []
  // Pages by id: an offset into the collection's order costs the database the whole order again for each page.
  for (let after = 0; ;) {
    const where: Where = { id: { greater_than: after } }
    const { docs } = await payload.find({
      collection: 'course-sections',
      ...readFor(reader, where),
      depth: 0,
      sort: 'id',
      limit: CATALOGUE_READ_PAGE,
      pagination: false,
    })
    const relations = await relationsOf(docs, reader, shared)
    for (const section of docs) {
      const course = toCourseRecord(section, relations)
      entries.push({ course, text: courseSearchText(course) })
    }
    if (docs.length < CATALOGUE_READ_PAGE) break
    after = docs.at(-1)!.id
  }
  // Then the collection's order, as the database sorts (its collation), from a read of the titles alone.
  const { docs: ordered } = await payload.find({
    collection: 'course-sections',
    ...readFor(reader),
    depth: 0,
    sort: CATALOGUE_ORDER,
    pagination: false,
    select: { title: true },
  })
  const rank = new Map(ordered.map((doc, index) => [doc.id, index]))
  // A section changed between the two reads goes last (the catalogue is read again after any change anyway).
  entries.sort((a, b) => (rank.get(a.course.id) ?? Infinity) - (rank.get(b.course.id) ?? Infinity) || a.course.id - b.course.id)
  const parentOf = new Map([...shared.categories.values()].map((category) => [category.id, relationId(category.parent)]))
  return { entries, parentOf }
}

/** The visitors' catalogue, kept in memory until content changes, one copy for every bundle of the server. */
const visitorCatalogue = keptUntilChange(() => readCatalogue(VISITOR), 'visitor-course-catalogue')

/** The catalogue `reader` sees: the visitors' one from memory, a preview's read afresh (docs/decisions/0053). */
export async function courseCatalogue(reader: Reader = VISITOR): Promise<CourseCatalogue> {
  return reader.preview ? readCatalogue(reader) : visitorCatalogue()
}

/** spec §7 (courses): the catalogue's sections matching `query`, in its order. */
export function findInCatalogue(catalogue: CourseCatalogue, query: CourseQuery): CourseRecord[] {
  const matches = courseMatcher(query, withSubCategories(query.categoryIds ?? [], catalogue.parentOf))
  return catalogue.entries
    .filter((entry) => matches(entry.course, entry.text))
    .map((entry) => entry.course)
    .sort(compareCourses(query.sort ?? COURSE_DEFAULT_SORT))
}
