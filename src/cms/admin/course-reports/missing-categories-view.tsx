import type { AdminViewServerProps } from 'payload'

import { sectionsWithoutCategories } from '@/services/course-reports'

import { ReportFrame } from './report-frame'
import { SectionTable } from './section-table'

/** spec §2: missing categories, the sections filed under no category. */
export async function MissingCategoriesView(props: AdminViewServerProps) {
  const sections = await sectionsWithoutCategories(props.initPageResult.req.user)
  return (
    <ReportFrame {...props} screen="missing-categories">
      {sections && <SectionTable sections={sections} empty="None: every section is filed under a category." />}
    </ReportFrame>
  )
}
