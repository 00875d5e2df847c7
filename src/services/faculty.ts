import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Where } from 'payload'

import { contentPath } from '@/domain/content-paths'
import { departmentPath } from '@/domain/department-paths'
import { type ExternalLinkKind, linkLabel } from '@/domain/external-links'
import { INDEX_LETTERS, type LetterGroup, groupByLetter, indexLetter, letterAnchor } from '@/domain/faculty'
import { type Image, toImage } from '@/domain/media'
import { populated } from '@/domain/relations'
import { safeHref } from '@/domain/safe-url'
import type { Department as DepartmentDoc, FacultyProfile as FacultyProfileDoc, Media } from '@/payload-types'

import { cms } from './cms'
import { type ListPage, type PageRequest, type PublishedPath, publishedSlugPaths } from './list'
import { type Reader, VISITOR, publishedRead, readFor } from './read'

export type FacultyDepartment = { id: number; title: string; shortTitle: string | null; slug: string; path: string }

/** A faculty profile as the index, cards and the list API show it (spec §3). */
export type FacultySummary = {
  id: number
  type: 'faculty profile'
  name: string
  /** The sort name the A–Z index files the profile under. */
  lastName: string
  letter: string
  slug: string
  path: string
  title: string | null
  /** The main title first, then any further ones. */
  titles: string[]
  departments: FacultyDepartment[]
  image: Image | null
  shortBio: string | null
}

export type FacultyLink = { kind: ExternalLinkKind; network: string | null; label: string; url: string }

/** The whole profile, for its page, the preview and the preview API. */
export type FacultyProfile = FacultySummary & {
  bio: SerializedEditorState | null
  email: string | null
  website: string | null
  links: FacultyLink[]
  supplemental: {
    pronouns: string | null
    officeHours: string | null
    education: { degree: string; institution: string; year: number | null }[]
    awards: { title: string; year: number | null }[]
    coursesTaught: string[]
    cv: { url: string; filename: string | null } | null
  }
  published: boolean
  updatedAt: string
}

export type FacultySort = { field: 'lastName' | 'name' | 'updatedAt'; direction: 'ASC' | 'DESC' }

export type FacultyQuery = { departmentIds?: number[]; nameLike?: string; sort?: FacultySort }

/** The fields a list needs: never the biography, which can be long. */
const SUMMARY_SELECT = { name: true, lastName: true, slug: true, title: true, titles: true, departments: true, image: true, shortBio: true } as const

const toDepartment = (doc: DepartmentDoc): FacultyDepartment => ({
  id: doc.id,
  title: doc.title,
  shortTitle: doc.shortTitle ?? null,
  slug: doc.slug,
  path: departmentPath(doc),
})

type SummaryDoc = Pick<FacultyProfileDoc, 'id' | keyof typeof SUMMARY_SELECT>

function toSummary(doc: SummaryDoc): FacultySummary {
  const title = doc.title?.trim() || null
  return {
    id: doc.id,
    type: 'faculty profile',
    name: doc.name,
    lastName: doc.lastName,
    letter: indexLetter(doc.lastName),
    slug: doc.slug,
    path: contentPath({ collection: 'faculty-profiles', slug: doc.slug })!,
    title,
    titles: [...(title ? [title] : []), ...(doc.titles ?? []).map((entry) => entry.title.trim()).filter(Boolean)],
    // Unpublished departments come back unpopulated for visitors and are left out.
    departments: populated<DepartmentDoc>(doc.departments)
      .filter((d) => d.published)
      .map(toDepartment),
    image: toImage(doc.image),
    shortBio: doc.shortBio?.trim() || null,
  }
}

function toProfile(doc: FacultyProfileDoc): FacultyProfile {
  const supplemental = doc.supplemental ?? {}
  const cv = supplemental.cv && typeof supplemental.cv === 'object' ? (supplemental.cv as Media) : null
  return {
    ...toSummary(doc),
    bio: (doc.bio as SerializedEditorState | null | undefined) ?? null,
    email: doc.email ?? null,
    website: safeHref(doc.website) ?? null,
    links: (doc.links ?? []).flatMap((link) => {
      const url = safeHref(link.url)
      return url ? [{ kind: link.kind, network: link.network ?? null, label: linkLabel({ ...link, url }), url }] : []
    }),
    supplemental: {
      pronouns: supplemental.pronouns?.trim() || null,
      officeHours: supplemental.officeHours?.trim() || null,
      education: (supplemental.education ?? []).map(({ degree, institution, year }) => ({ degree, institution, year: year ?? null })),
      awards: (supplemental.awards ?? []).map(({ title, year }) => ({ title, year: year ?? null })),
      coursesTaught: (supplemental.coursesTaught ?? []).map((course) => course.title),
      cv: cv?.url ? { url: cv.url, filename: cv.filename ?? null } : null,
    },
    published: doc._status === 'published',
    updatedAt: doc.updatedAt,
  }
}

function facultyWhere(query: FacultyQuery): Where {
  const and: Where[] = []
  if (query.departmentIds?.length) and.push({ departments: { in: query.departmentIds } })
  if (query.nameLike) and.push({ name: { like: query.nameLike } })
  return { and }
}

/** Published profiles matching the query, one page at a time (spec §7: faculty-profiles). */
export async function listFacultyProfiles(query: FacultyQuery, request: PageRequest): Promise<ListPage<FacultySummary>> {
  const payload = await cms()
  const sort = query.sort ?? { field: 'lastName', direction: 'ASC' }
  const direction = sort.direction === 'DESC' ? '-' : ''
  const result = await payload.find({
    collection: 'faculty-profiles',
    ...publishedRead(facultyWhere(query)),
    depth: 1,
    select: SUMMARY_SELECT,
    // Sort name, then the full name and the id, so equal names keep one order across pages.
    sort: sort.field === 'lastName' ? [`${direction}sortName`, `${direction}name`, `${direction}id`] : [`${direction}${sort.field}`, `${direction}id`],
    page: request.page,
    limit: request.limit,
  })
  return { items: result.docs.map(toSummary), total: result.totalDocs, page: request.page, limit: request.limit }
}

/** Every published profile matching the query, unpaged. */
async function allFacultySummaries(query: FacultyQuery): Promise<FacultySummary[]> {
  const payload = await cms()
  const result = await payload.find({
    collection: 'faculty-profiles',
    ...publishedRead(facultyWhere(query)),
    depth: 1,
    select: SUMMARY_SELECT,
    sort: ['sortName', 'name', 'id'],
    pagination: false,
  })
  return result.docs.map(toSummary)
}

export type FacultyIndex = {
  total: number
  /** All 27 index letters, with how many profiles each holds (0 for an empty letter). */
  letters: { letter: string; anchor: string; count: number }[]
  groups: (LetterGroup<FacultySummary> & { anchor: string })[]
}

/** spec §3, §7: published profiles grouped by the first letter of their sort name (A–Z, then #). */
export async function groupedFacultyProfiles(query: Pick<FacultyQuery, 'departmentIds'> = {}): Promise<FacultyIndex> {
  const summaries = await allFacultySummaries(query)
  const groups = groupByLetter(
    summaries,
    (profile) => profile.lastName,
    (profile) => profile.name,
  ).map((group) => ({ ...group, anchor: letterAnchor(group.letter) }))
  const counts = new Map(groups.map((group) => [group.letter, group.items.length]))
  return {
    total: summaries.length,
    letters: INDEX_LETTERS.map((letter) => ({ letter, anchor: letterAnchor(letter), count: counts.get(letter) ?? 0 })),
    groups,
  }
}

/** Published profiles of one department, A–Z by sort name, for its page. */
export async function listFacultyOfDepartment(departmentId: number): Promise<FacultySummary[]> {
  return allFacultySummaries({ departmentIds: [departmentId] })
}

async function readProfile(match: Where, reader: Reader): Promise<FacultyProfile | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'faculty-profiles', ...readFor(reader, match), depth: 1, limit: 1 })
  return docs[0] ? toProfile(docs[0]) : null
}

/** The published profile at /faculty/{slug}, or null. */
export const findFacultyProfileBySlug = (slug: string) => readProfile({ slug: { equals: slug } }, VISITOR)

/** Any profile in its newest saved version (a draft when one exists), for a staff preview. */
export const previewFacultyProfile = (id: number, reader: Reader) => readProfile({ id: { equals: id } }, reader)

/** The same by slug, for /preview/faculty-profile/{slug}. */
export const previewFacultyProfileBySlug = (slug: string, reader: Reader) => readProfile({ slug: { equals: slug } }, reader)

/** Every published profile's address, with when it last changed (for the sitemap). */
export const listPublishedProfilePaths = (): Promise<PublishedPath[]> => publishedSlugPaths('faculty-profiles')
