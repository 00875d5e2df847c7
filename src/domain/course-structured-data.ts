import { OFFER_AVAILABILITY, type SectionState } from './section-state'

/** schema.org `Course` with the section as a `CourseInstance` (beyond the spec: search engines list courses with dates, mode and price). */
export type StructuredCourseInput = {
  title: string
  courseNumber: string
  description: string | null
  path: string
  imageUrl: string | null
  startDate: string | null
  endDate: string | null
  online: boolean
  place: { title: string } | null
  instructors: string[]
  cost: number
  fee: number
  /** The section's state today: its offer's availability follows it. */
  state: SectionState
  provider: { name: string; url: string }
}

/** Whether a section meets online (by its type or its course types): its course mode. */
export const isOnlineSection = (type: string, secCourseTypes: readonly string[]) => type === 'Online' || secCourseTypes.some((kind) => /online/i.test(kind))

export function courseStructuredData(course: StructuredCourseInput, origin: string): Record<string, unknown> {
  const absolute = (url: string) => new URL(url, origin).toString()
  const provider = { '@type': 'CollegeOrUniversity', name: course.provider.name, url: course.provider.url }
  return {
    '@type': 'Course',
    name: course.title,
    courseCode: course.courseNumber,
    url: absolute(course.path),
    description: course.description ?? course.title,
    provider,
    ...(course.imageUrl ? { image: absolute(course.imageUrl) } : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: course.online ? 'online' : 'onsite',
      ...(course.startDate ? { startDate: course.startDate } : {}),
      ...(course.endDate ? { endDate: course.endDate } : {}),
      ...(course.place && !course.online ? { location: { '@type': 'Place', name: course.place.title } } : {}),
      ...(course.instructors.length ? { instructor: course.instructors.map((name) => ({ '@type': 'Person', name })) } : {}),
    },
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: (course.cost + course.fee).toFixed(2),
      priceCurrency: 'USD',
      availability: OFFER_AVAILABILITY[course.state],
      url: absolute(course.path),
    },
  }
}
