import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { type Config, buildConfig } from 'payload'
import sharp from 'sharp'

import { hasCapability } from '@/domain/capabilities'
import { COURSE_REPORT_SCREENS, type CourseReportScreen, courseReportViewPath } from '@/domain/course-reports'
import { env } from '@/env'
import { outboxEmailAdapter } from '@/services/outbox'

import { HomePageAlerts, SiteWideAlerts } from './collections/alerts/config'
import { Buildings } from './collections/buildings/config'
import { CourseCategories } from './collections/course-categories/config'
import { CourseImports } from './collections/course-imports/config'
import { CourseSections } from './collections/course-sections/config'
import { Departments } from './collections/departments/config'
import { DepartmentsAndCategories } from './collections/departments-and-categories/config'
import { Events } from './collections/events/config'
import { ExternalPress } from './collections/external-press/config'
import { Exhibitors } from './collections/exhibitors/config'
import { Features } from './collections/features/config'
import { FacultyProfiles } from './collections/faculty-profiles/config'
import { LibraryHours } from './collections/library-hours/config'
import { Locations } from './collections/locations/config'
import { Media } from './collections/media/config'
import { NewsletterSignups } from './collections/newsletter-signups/config'
import { Newsletters } from './collections/newsletters/config'
import { OutboxMessages } from './collections/outbox-messages/config'
import { SubmissionFiles } from './collections/submission-files/config'
import { AdminNotices } from './collections/admin-notices/config'
import { AuditLogs } from './collections/audit-logs/config'
import { Pages } from './collections/pages/config'
import { PressReleases } from './collections/press-releases/config'
import { Rankings } from './collections/rankings/config'
import { Roles } from './collections/roles/config'
import { Semesters } from './collections/semesters/config'
import { SharedBlocks } from './collections/shared-blocks/config'
import { Tags } from './collections/tags/config'
import { SIGN_IN_REFUSED, Users } from './collections/users/config'
import { richTextEditor } from './fields/rich-text-editor'
import { VideoChannels } from './collections/video-channels/config'
import { Videos } from './collections/videos/config'
import { databaseAdapter, logDatabasePoolErrors } from './database'
import { malformedBodyIsClientFault } from './hooks/client-faults'
import { mayRunJobs } from './jobs/access'
import { clockBoundariesTask } from './jobs/clock-boundaries'
import { schedulePublishEndpoint, withCheckedScheduledPublishing } from './jobs/schedule-publish'
import { semesterScheduleTask } from './jobs/semester-schedule'
import { sendOutboxTask } from './jobs/send-outbox'
import { FeaturedEvents } from './globals/featured-events'
import { Footer } from './globals/footer'
import { Homepage } from './globals/homepage'
import { Navigation } from './globals/navigation'
import { SiteConfig } from './globals/site-config'
import { SearchSettings } from './globals/search-settings'
import { contentPlugins } from './plugins/content-plugins'
import { livePreviewPlugin } from './plugins/live-preview'
import { mediaStoragePlugin } from './plugins/media-storage'
import { formsPlugin } from './plugins/forms'
import { searchIndexPlugin } from './plugins/search-index'
import { auditLogPlugin } from './plugins/audit-log'
import { BAD_DOCUMENT_ID, documentIdsPlugin } from './plugins/document-ids'
import { payloadSecret } from './secret'
import { guardDocumentLocks } from './document-locks'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Each report screen's server component (src/cms/admin/course-reports/). */
const COURSE_REPORT_VIEWS: Record<CourseReportScreen, string> = {
  'run-course-importer': 'run-importer-view#RunImporterView',
  'file-debugger': 'file-debugger-view#FileDebuggerView',
  'missing-categories': 'missing-categories-view#MissingCategoriesView',
  'missing-images': 'missing-images-view#MissingImagesView',
  'sections-with-no-courses': 'sections-with-no-courses-view#SectionsWithNoCoursesView',
}

function courseReportViews() {
  return Object.fromEntries(
    COURSE_REPORT_SCREENS.map(({ key, title }) => [
      key,
      { Component: `/cms/admin/course-reports/${COURSE_REPORT_VIEWS[key]}`, path: courseReportViewPath(key), exact: true, meta: { title } },
    ]),
  )
}

// Payload adds the schedulePublish task and its locks collection while it builds the config: the task's handler and the
// locks' access are set on the built config (docs/decisions/0112, 0115).
export default buildConfig({
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · College back office' },
    // Gravatar would send a hash of each staff e-mail to a third party.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, '..') },
    components: {
      // spec §2: the continuing-education report screens, linked from the navigation for staff holding courses.
      afterNavLinks: ['/cms/admin/course-reports/course-reports-nav#CourseReportsNav'],
      // spec §6 (admin notifications): the notices on the dashboard, and those alerting everyone above every screen.
      beforeDashboard: ['/cms/admin/notices/admin-notices#NoticesDashboard'],
      // The mail banner: SMTP_URL unset or e-mails failed, for staff who read the outbox (docs/decisions/0111).
      header: ['/cms/admin/notices/admin-notices#NoticeBanner', '/cms/admin/mail-health/mail-health-banner#MailHealthBanner'],
      views: courseReportViews(),
    },
  },
  collections: [
    Users,
    Roles,
    Media,
    Departments,
    Tags,
    Locations,
    Buildings,
    FacultyProfiles,
    SiteWideAlerts,
    HomePageAlerts,
    Events,
    Exhibitors,
    DepartmentsAndCategories,
    Videos,
    VideoChannels,
    LibraryHours,
    Pages,
    SharedBlocks,
    Rankings,
    Features,
    PressReleases,
    ExternalPress,
    Newsletters,
    NewsletterSignups,
    Semesters,
    CourseCategories,
    CourseSections,
    CourseImports,
    OutboxMessages,
    SubmissionFiles,
    AuditLogs,
    AdminNotices,
  ],
  globals: [SiteConfig, Navigation, Footer, FeaturedEvents, Homepage, SearchSettings],
  jobs: {
    tasks: [semesterScheduleTask, sendOutboxTask, clockBoundariesTask],
    // No autoRun: only a job run inside a request can revalidate cached pages; the job clock calls the run endpoint (docs/decisions/0054).
    // spec §6: running and seeing scheduled work is the cron job capability.
    access: {
      run: mayRunJobs,
      queue: ({ req }) => hasCapability(req.user, 'cronJob'),
      cancel: ({ req }) => hasCapability(req.user, 'cronJob'),
    },
    // Its REST create, read, update and delete stay closed as Payload makes them (`() => false`): a publish is scheduled through
    // the schedule drawer or its endpoint, each checking the capability to publish (docs/decisions/0112).
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !hasCapability(user, 'cronJob'), group: 'Courses' },
      endpoints: [...(Array.isArray(defaultJobsCollection.endpoints) ? defaultJobsCollection.endpoints : []), schedulePublishEndpoint],
    }),
  },
  plugins: [...contentPlugins(), formsPlugin(), searchIndexPlugin(), auditLogPlugin(), livePreviewPlugin(), documentIdsPlugin(), mediaStoragePlugin()],
  editor: richTextEditor,
  db: databaseAdapter(),
  onInit: (payload) => logDatabasePoolErrors(payload.db),
  secret: payloadSecret(),
  sharp,
  // Payload's own origin (admin, upload URLs); unset, it answers relative to whatever host serves it.
  serverURL: env().SERVER_URL ?? '',
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, '../payload-types.ts') },
  graphQL: { disable: true },
  // Payload's own e-mails (the forgot-password link) through the site's outbox (decision 0116).
  email: outboxEmailAdapter,
  hooks: { afterError: [malformedBodyIsClientFault] },
  // A refused sign-in is the abuse limits at work, as Payload's lockout is (Payload's type names only its own errors).
  loggingLevels: { [SIGN_IN_REFUSED]: 'info', [BAD_DOCUMENT_ID]: 'info' } as Config['loggingLevels'],
})
  .then(withCheckedScheduledPublishing)
  .then(guardDocumentLocks)
