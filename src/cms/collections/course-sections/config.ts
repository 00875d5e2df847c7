import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { can, publishedStatusOrDraftReader } from '@/cms/access/checks'
import { slugField } from '@/cms/fields/slug'
import { DRAFTS_AND_VERSIONS } from '@/cms/fields/versions'
import { publishedAsStatus, publishedFromStatus } from '@/cms/hooks/published-mirror'
import { revalidateHooks } from '@/cms/hooks/revalidate'
import { COURSE_STATUSES, COURSE_TYPES, type MeetingSchedule, meetingSpan } from '@/domain/courses'
import { WEEKDAYS } from '@/domain/course-search-address'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const validateTime = (value: string | null | undefined) => (!value || TIME.test(value) ? true : 'Write a 24-hour time as HH:mm, e.g. 18:30.')

/** The span of the meetings is kept on the section, so that searches by date and time are plain comparisons. */
const deriveSpan: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const schedules = (data.meetingSchedules ?? originalDoc?.meetingSchedules ?? []) as MeetingSchedule[]
  const span = meetingSpan(schedules.filter((schedule) => schedule?.startDate))
  return { ...data, ...span }
}

const derived = (description: string) => ({ readOnly: true, position: 'sidebar' as const, description })

/** spec §3 (Course): a course section in a semester, by registrationId; drafts, and `published` mirrors the status for spec §7 (docs/decisions/0031). */
export const CourseSections: CollectionConfig = {
  slug: 'course-sections',
  labels: { singular: 'Course section', plural: 'Course sections' },
  admin: {
    useAsTitle: 'title',
    group: 'Courses',
    defaultColumns: ['title', 'courseNumber', 'type', 'semester', 'registrationStatus', '_status'],
    listSearchableFields: ['title', 'courseNumber', 'registrationId'],
    // The back office's Preview button opens the staff preview (spec §2: /preview/course/{id}).
    preview: (doc) => (doc?.id ? `/preview/course/${String(doc.id)}` : null),
  },
  access: {
    read: publishedStatusOrDraftReader,
    create: can('courses'),
    update: can('courses'),
    delete: can('courses'),
    readVersions: can('courses'),
  },
  versions: DRAFTS_AND_VERSIONS,
  defaultSort: 'title',
  hooks: { ...revalidateHooks, beforeOperation: [publishedAsStatus], beforeChange: [publishedFromStatus, deriveSpan] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Course',
          fields: [
            { name: 'title', type: 'text', required: true, maxLength: 200, index: true },
            {
              type: 'row',
              fields: [
                { name: 'courseNumber', type: 'text', required: true, maxLength: 40, index: true, admin: { description: 'e.g. CE-DRW-2031' } },
                {
                  name: 'registrationId',
                  type: 'text',
                  required: true,
                  unique: true,
                  maxLength: 40,
                  admin: { description: 'The section’s number in the registration system; the cart sends it.' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'type', type: 'select', required: true, index: true, options: COURSE_TYPES.map(({ value, label }) => ({ value, label })) },
                { name: 'semester', type: 'relationship', relationTo: 'semesters', index: true },
                {
                  // Not `status`: PostgreSQL would name its type like the draft status's (`_status`).
                  name: 'registrationStatus',
                  label: 'Status',
                  type: 'select',
                  required: true,
                  defaultValue: 'open',
                  index: true,
                  options: COURSE_STATUSES.map(({ value, label }) => ({ value, label })),
                },
              ],
            },
            { name: 'description', type: 'textarea', maxLength: 5000 },
            {
              name: 'instructors',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true, maxLength: 120 },
                    { name: 'facultyProfile', type: 'relationship', relationTo: 'faculty-profiles' },
                  ],
                },
              ],
            },
            { name: 'keywords', type: 'text', maxLength: 300, admin: { description: 'Words people search for that the title does not say.' } },
            {
              type: 'row',
              fields: [
                { name: 'cost', type: 'number', required: true, min: 0, defaultValue: 0, admin: { description: 'Tuition, in dollars.' } },
                { name: 'fee', type: 'number', required: true, min: 0, defaultValue: 0, admin: { description: 'Lab or materials fee, in dollars.' } },
              ],
            },
          ],
        },
        {
          label: 'Meetings',
          fields: [
            {
              name: 'meetingSchedules',
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'startDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
                    { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
                  ],
                },
                { name: 'days', type: 'select', hasMany: true, options: WEEKDAYS.map(({ value, label }) => ({ value, label })) },
                {
                  type: 'row',
                  fields: [
                    { name: 'startTime', type: 'text', validate: validateTime, admin: { description: 'HH:mm' } },
                    { name: 'endTime', type: 'text', validate: validateTime, admin: { description: 'HH:mm' } },
                    { name: 'room', type: 'text', maxLength: 60 },
                  ],
                },
              ],
            },
            {
              name: 'datesInterval',
              type: 'text',
              maxLength: 120,
              admin: { description: 'How the dates read when they are not a plain span, e.g. “Six Saturdays from February 7”.' },
            },
          ],
        },
        {
          label: 'Images',
          fields: [
            { name: 'hero', type: 'upload', relationTo: 'media', admin: { description: 'Across the top of the course page.' } },
            { name: 'thumbnail', type: 'upload', relationTo: 'media', admin: { description: 'On the course’s card in lists.' } },
          ],
        },
      ],
    },
    slugField(),
    { name: 'categories', type: 'relationship', relationTo: 'course-categories', hasMany: true, index: true, admin: { position: 'sidebar' } },
    { name: 'building', type: 'relationship', relationTo: 'buildings', admin: { position: 'sidebar' } },
    {
      name: 'secLocation',
      type: 'text',
      maxLength: 20,
      index: true,
      admin: { position: 'sidebar', description: 'PC pre-college, SRP summer residency, or the campus code.' },
    },
    { name: 'secLevel', type: 'text', maxLength: 20, index: true, admin: { position: 'sidebar', description: 'CE for continuing education.' } },
    { name: 'secCourseTypes', type: 'text', hasMany: true, maxLength: 40, admin: { position: 'sidebar', description: 'Studio, Lecture, Online…' } },
    { name: 'isPreCollege', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
    {
      name: 'isPreCollegeHousing',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'A pre-college section that includes housing.' },
    },
    { name: 'published', type: 'checkbox', defaultValue: false, index: true, admin: derived('Follows the status: true once published.') },
    { name: 'firstDate', type: 'date', index: true, admin: derived('The first day it meets.') },
    { name: 'lastDate', type: 'date', index: true, admin: derived('The last day it meets.') },
    { name: 'earliestTime', type: 'text', admin: derived('Its earliest start.') },
    { name: 'latestTime', type: 'text', admin: derived('Its latest end.') },
  ],
}
