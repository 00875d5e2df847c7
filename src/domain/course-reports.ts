/** spec §2 (screens): the continuing-education report screens, named as the spec names them. */
export const COURSE_REPORT_SCREENS = [
  { key: 'run-course-importer', title: 'Run course importer', description: 'Import course sections from a CSV or JSON file.' },
  { key: 'file-debugger', title: 'File debugger', description: 'What the last imports read, row by row, and what became of each row.' },
  { key: 'missing-categories', title: 'Missing categories', description: 'Sections filed under no category.' },
  { key: 'missing-images', title: 'Missing hero/thumbnail images', description: 'Sections without a hero image, a thumbnail, or both.' },
  {
    key: 'sections-with-no-courses',
    title: 'Sections with no courses',
    description:
      'Read as: course categories that no section is filed under. A category whose sub-categories hold the sections is listed too, with how many they hold.',
  },
] as const
export type CourseReportScreen = (typeof COURSE_REPORT_SCREENS)[number]['key']

/** The back office's address; the screens live under it. */
export const ADMIN_PATH = '/admin'
/** The screens' addresses within the back office (`admin.components.views` paths). */
const COURSE_REPORTS_PATH = '/course-reports'
export const courseReportViewPath = (screen: CourseReportScreen) => `${COURSE_REPORTS_PATH}/${screen}` as const
export const courseReportHref = (screen: CourseReportScreen) => `${ADMIN_PATH}${courseReportViewPath(screen)}`

/** The heading of the screens' links in the back office's navigation. */
export const COURSE_REPORTS_LABEL = 'Continuing education reports'
