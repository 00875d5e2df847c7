import { DepartmentSection } from '@/components/departments/department-section'
import { calendarHref } from '@/domain/calendar-filter'
import type { Department } from '@/services/departments'
import { upcomingEventsOfDepartment } from '@/services/events'
import { getSiteIdentity } from '@/services/site-config'

import { EventGrid } from './event-grid'

/** How many upcoming events a department's page shows before pointing to the calendar. */
export const DEPARTMENT_EVENTS_SHOWN = 4

/** A department page's upcoming events (issue 7: department pages list their events); nothing when there are none. */
export async function DepartmentEvents({ department }: { department: Department }) {
  const [{ events, total, calendarCode }, { timeZone }] = await Promise.all([
    upcomingEventsOfDepartment(Number(department.id), DEPARTMENT_EVENTS_SHOWN),
    getSiteIdentity(),
  ])
  if (events.length === 0) return null
  const more = calendarCode
    ? { href: calendarHref({ type: 'department', value: calendarCode }), label: total > events.length ? `All ${total} upcoming events` : 'In the calendar' }
    : null
  return (
    <DepartmentSection id="department-events" heading="Upcoming events" more={more}>
      <EventGrid events={events} timeZone={timeZone} empty={null} />
    </DepartmentSection>
  )
}
