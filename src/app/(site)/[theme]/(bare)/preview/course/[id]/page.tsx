import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CourseView } from '@/components/courses/course-view'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { coursePreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: /preview/course/{id}, a course section's newest saved version for staff, in the empty layout. */
export default async function CoursePreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const preview = await coursePreviewPage((await params).id)
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner banner={preview.banner} />
      <CourseView view={preview.view} preview />
    </>
  )
}
