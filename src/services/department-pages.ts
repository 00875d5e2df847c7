import { cache } from 'react'

import type { DepartmentSection } from '@/domain/department-paths'
import { type ProgrammeFacts, programmeFacts } from '@/domain/programme-facts'

import type { FormDefinition } from '@/domain/forms'
import { programmeName } from '@/domain/request-for-information'

import { type Department, findDepartmentForPage } from './departments'
import type { EventSummary } from './event-mappers'
import { upcomingEventsOfDepartment } from './events'
import { type FacultySummary, listFacultyOfDepartment } from './faculty'
import { type FeatureSummary, listFeatures } from './features'
import { findForm } from './forms'
import type { PageMeta } from './metadata'
import { getSiteIdentity } from './site-config'

/** How many faculty a department's page shows before pointing to the full, filtered index. */
const DEPARTMENT_FACULTY_SHOWN = 12
/** How many upcoming events a department's page shows before pointing to the calendar. */
const DEPARTMENT_EVENTS_SHOWN = 4
/** How many stories a department's page shows before pointing to its blog. */
const DEPARTMENT_FEATURES_SHOWN = 3

/** A department's page: its faculty, its upcoming events and its newest stories, each the first few and how many in all. */
export type DepartmentPageView = {
  department: Department
  faculty: { shown: FacultySummary[]; total: number }
  events: { shown: EventSummary[]; total: number; calendarCode: string | null }
  stories: { shown: FeatureSummary[]; total: number }
  /** spec §3: a graduate or undergraduate programme's request for information (ForDepartmentPage), about it alone. */
  inquiry: FormDefinition | null
  /** An undergraduate or graduate programme's how to apply, deadlines and cost, with the APPLY link of its level (spec §2). */
  programme: ProgrammeFacts | null
  timeZone: string
  meta: PageMeta
}

/** What /academics/{section}/{slug} shows (docs/decisions/0034): the department, a `redirect` to its own section, or null (404). */
export const departmentPage = cache(async (section: DepartmentSection, slug: string): Promise<DepartmentPageView | { redirect: string } | null> => {
  const found = await findDepartmentForPage(section, slug)
  if (!found) return null
  if (found.redirect) return { redirect: found.redirect }
  const { department } = found
  const id = Number(department.id)
  const mainType = department.type === 'Graduate' || department.type === 'Undergraduate' ? department.type : null
  const [faculty, events, stories, { timeZone }, inquiry] = await Promise.all([
    listFacultyOfDepartment(id),
    upcomingEventsOfDepartment(id, DEPARTMENT_EVENTS_SHOWN),
    listFeatures({ departmentIds: [id] }, { page: 1, limit: DEPARTMENT_FEATURES_SHOWN }),
    getSiteIdentity(),
    mainType ? findForm({ requestForInformation: mainType, programme: programmeName(department) }) : null,
  ])
  return {
    department,
    faculty: { shown: faculty.slice(0, DEPARTMENT_FACULTY_SHOWN), total: faculty.length },
    events: { shown: events.events, total: events.total, calendarCode: events.calendarCode },
    stories: { shown: stories.items, total: stories.total },
    inquiry,
    programme: programmeFacts(department.type, department.applying, timeZone, new Date()),
    timeZone,
    meta: { title: department.title, description: department.description, path: department.path },
  }
})
