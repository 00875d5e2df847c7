/** spec §3 (page entity summary): what a path on the site is, for `GET /api/v1/match/{slug}` and the catch-all page. */
import type { EventType } from './events'

/** spec §3: the kinds of content a path can name. */
export const PAGE_ENTITY_TYPES = ['exhibitor', 'page', 'event', 'feature', 'press release', 'faculty profile', 'navigation group', 'course sections'] as const
export type PageEntityType = (typeof PAGE_ENTITY_TYPES)[number]

/** spec §3: the flags a course-section page carries. */
export const COURSE_SECTION_FLAGS = ['isCE', 'isPreCollege', 'isDestinations', 'isSummerResidencyPrograms', 'isInternSummerHousing'] as const
export type CourseSectionFlags = Record<(typeof COURSE_SECTION_FLAGS)[number], boolean>

type Common = {
  /** Documents are numbered; navigation groups have the text id of their item. */
  id: number | string
  title: string
  /** The content's own address, the canonical one. */
  path: string
}

export type PageEntitySummary =
  | (Common & { type: 'page' | 'feature' | 'press release' | 'faculty profile' | 'navigation group' })
  | (Common & { type: 'event'; eventType: EventType })
  | (Common & { type: 'exhibitor'; parentEventId: number })
  | (Common & { type: 'course sections' } & CourseSectionFlags)
