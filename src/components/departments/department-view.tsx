import { EventGrid } from '@/components/events/event-grid'
import { RequestFormIsland } from '@/components/forms/request-form-island'
import { SiteForm } from '@/components/forms/site-form'
import { FacultyCard } from '@/components/people/faculty-card'
import { facultyCardData } from '@/components/people/faculty-card-data'
import { FeatureGrid } from '@/components/stories/feature-grid'
import { calendarHref } from '@/domain/calendar-href'
import { facultyOfDepartmentPath } from '@/domain/department-paths'
import { blogPath } from '@/domain/feature-paths'
import type { DepartmentPageView } from '@/services/department-pages'

import { DepartmentSection } from './department-section'
import styles from './department-view.module.css'
import { ProgrammeFactsSection } from './programme-facts'

const TYPE_LABELS: Record<string, string> = {
  Undergraduate: 'Undergraduate',
  Graduate: 'Graduate',
  Administrative: 'Office',
  Academic: 'Academic department',
  CE: 'Continuing Education',
  AdditionalAcademicProgram: 'Program',
}

/** A department's page: its name and degrees, its faculty, its upcoming events and its stories (each section only when it has some). */
export function DepartmentView({ view }: { view: DepartmentPageView }) {
  const { department, faculty, events, stories, inquiry, programme, timeZone } = view
  const shown = faculty.shown
  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.kicker}>
            {TYPE_LABELS[department.type] ?? department.type}
            {department.degrees
              .filter((degree) => degree !== 'No Degree')
              .map((degree) => (
                <span key={degree} className={styles.degree}>
                  {degree}
                </span>
              ))}
          </p>
          <h1 className={styles.title}>{department.title}</h1>
          {department.description && <p className={styles.lead}>{department.description}</p>}
        </div>
      </header>
      <div className="container">
        {programme && <ProgrammeFactsSection facts={programme} title={department.title} />}
        <DepartmentSection
          id="department-faculty"
          heading="Faculty"
          more={
            faculty.total > 0
              ? {
                  href: facultyOfDepartmentPath(department.slug),
                  label: faculty.total > shown.length ? `All ${faculty.total} faculty, A–Z` : 'The faculty, A–Z',
                }
              : null
          }
        >
          {shown.length > 0 ? (
            <ul className={styles.grid}>
              {shown.map((profile) => (
                <li key={profile.id}>
                  <FacultyCard card={facultyCardData(profile, true)} />
                </li>
              ))}
            </ul>
          ) : (
            <p>No faculty profile names {department.title} yet.</p>
          )}
        </DepartmentSection>
        {events.shown.length > 0 && (
          <DepartmentSection
            id="department-events"
            heading="Upcoming events"
            more={
              events.calendarCode
                ? {
                    href: calendarHref({ type: 'department', value: events.calendarCode }),
                    label: events.total > events.shown.length ? `All ${events.total} upcoming events` : 'In the calendar',
                  }
                : null
            }
          >
            <EventGrid events={events.shown} timeZone={timeZone} empty={null} />
          </DepartmentSection>
        )}
        {stories.shown.length > 0 && (
          <DepartmentSection
            id="department-features"
            heading="Stories"
            more={{ href: blogPath(department.slug), label: stories.total > stories.shown.length ? `All ${stories.total} stories` : 'The department’s blog' }}
          >
            <FeatureGrid features={stories.shown} timeZone={timeZone} empty={null} />
          </DepartmentSection>
        )}
        {inquiry && (
          <DepartmentSection id="department-inquiry" heading={inquiry.title}>
            {inquiry.intro && <p>{inquiry.intro}</p>}
            <SiteForm form={inquiry} RequestForm={RequestFormIsland} />
          </DepartmentSection>
        )}
      </div>
    </>
  )
}
