// The courses' demo content (spec §3 Course, Course category; §6 semesters and their auto publish/unpublish);
// `--size large` adds sections through the adapter (docs/decisions/0012).
import type { Payload } from 'payload'

import { meetingSpan } from '@/domain/courses'
import { DEFAULT_TIME_ZONE, dayjs } from '@/domain/dates'
import type { CourseSection } from '@/payload-types'

import { SEED_CONTEXT, type SeedArea, type SeedContext } from './context'
import { type SectionPlan, bulkSections, planCourses } from './course-plan'
import { atNoon } from './course-semesters'

/** Sections `--size large` adds per size step (5,000 at the large size). */
const BULK_SECTIONS_PER_FACTOR = 500

type Ids = { semesters: Map<string, number>; categories: Map<string, number>; buildings: Map<string, number> }

export const seedCourses: SeedArea = async (context) => {
  const { create, factor } = context
  const today = dayjs().tz(DEFAULT_TIME_ZONE).format('YYYY-MM-DD')
  const facultyNames = context.faculty.map((member) => member.name)
  const plan = planCourses(today, facultyNames)
  const ids: Ids = { semesters: new Map(), categories: new Map(), buildings: new Map(context.buildings.map((b) => [b.title, b.id])) }

  for (const semester of plan.semesters) {
    const doc = await create({
      collection: 'semesters',
      data: {
        term: semester.term,
        year: semester.year,
        startDate: atNoon(semester.startDate),
        endDate: atNoon(semester.endDate),
        ...(semester.schedule ? { schedule: semester.schedule } : {}),
      },
    })
    ids.semesters.set(semester.semesterId, doc.id)
  }
  // Parents come before their children in the plan.
  for (const category of plan.categories) {
    const doc = await create({
      collection: 'course-categories',
      data: {
        title: category.title,
        slug: category.slug,
        parent: category.parent ? ids.categories.get(category.parent) : undefined,
        showInNavigation: category.showInNavigation,
        sortOrder: category.sortOrder,
        description: category.description,
      },
    })
    ids.categories.set(category.slug, doc.id)
  }
  for (const section of plan.sections) {
    await create({ collection: 'course-sections', draft: section.draft, data: sectionData(section, ids, context) })
  }

  if (factor > 1) {
    const bulk = bulkSections(plan, BULK_SECTIONS_PER_FACTOR * factor, facultyNames)
    for (const [n, section] of bulk.entries()) await bulkCreate(context.payload, section, ids, context, n)
    context.tally('course-sections', bulk.length)
  }
}

function sectionData(section: SectionPlan, ids: Ids, context: SeedContext) {
  const id = (map: Map<string, number>, key: string | null, what: string) => {
    if (key === null) return null
    const found = map.get(key)
    if (found === undefined) throw new Error(`The course seed names an unknown ${what} “${key}”`)
    return found
  }
  return {
    title: section.title,
    slug: section.slug,
    courseNumber: section.courseNumber,
    registrationId: section.registrationId,
    type: section.type,
    semester: id(ids.semesters, section.semesterId, 'semester'),
    registrationStatus: section.status,
    description: section.description,
    keywords: section.keywords,
    instructors: section.instructors.map((instructor) => ({
      name: instructor.name,
      facultyProfile: instructor.faculty === null ? null : context.faculty[instructor.faculty]!.id,
    })),
    cost: section.cost,
    fee: section.fee,
    meetingSchedules: section.meetingSchedules,
    datesInterval: section.datesInterval,
    hero: section.hero === null ? null : context.image(section.hero),
    thumbnail: section.thumbnail === null ? null : context.image(section.thumbnail),
    categories: section.categories.map((slug) => id(ids.categories, slug, 'category')!),
    building: id(ids.buildings, section.building, 'building'),
    secLocation: section.secLocation,
    secLevel: section.secLevel,
    secCourseTypes: section.secCourseTypes,
    isPreCollege: section.isPreCollege,
    isPreCollegeHousing: section.isPreCollegeHousing,
    _status: section.draft ? ('draft' as const) : ('published' as const),
  } satisfies Omit<CourseSection, 'id' | 'createdAt' | 'updatedAt' | 'published'>
}

/** A published section through the adapter, with its version row so the back office sees it, and what the hooks would add (docs/decisions/0012). */
async function bulkCreate(payload: Payload, section: SectionPlan, ids: Ids, context: SeedContext, n: number): Promise<void> {
  const req = { context: SEED_CONTEXT } as never
  const now = new Date().toISOString()
  const data = sectionData(section, ids, context)
  const rowId = (k: number) => `b${n.toString(16).padStart(16, '0')}${k.toString(16).padStart(7, '0')}`
  const doc = {
    ...data,
    ...meetingSpan(section.meetingSchedules),
    instructors: data.instructors.map((instructor, k) => ({ ...instructor, id: rowId(k) })),
    meetingSchedules: data.meetingSchedules.map((schedule, k) => ({ ...schedule, id: rowId(100 + k) })),
    published: true,
    _status: 'published' as const,
    createdAt: now,
    updatedAt: now,
  }
  const { id } = await payload.db.create({ collection: 'course-sections', data: doc, select: { id: true }, req })
  await payload.db.createVersion({
    collectionSlug: 'course-sections',
    parent: id,
    versionData: { ...doc, id } as never,
    autosave: false,
    createdAt: now,
    updatedAt: now,
    returning: false,
    req,
  })
}
