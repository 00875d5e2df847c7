import type { AdminViewServerProps } from 'payload'

import { sectionsWithoutImages } from '@/services/course-reports'

import { ReportFrame } from './report-frame'
import { SectionTable } from './section-table'

/** spec §2: missing hero/thumbnail images, the sections without one or both. */
export async function MissingImagesView(props: AdminViewServerProps) {
  const sections = await sectionsWithoutImages(props.initPageResult.req.user)
  return (
    <ReportFrame {...props} screen="missing-images">
      {sections && <SectionTable sections={sections} empty="None: every section has a hero image and a thumbnail." showMissing />}
    </ReportFrame>
  )
}
