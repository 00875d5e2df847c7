import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FacultyProfileView } from '@/components/people/faculty-profile-view'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { facultyProfilePreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: staff preview of a faculty profile in its newest version, published or not, in the empty layout. */
export default async function FacultyProfilePreviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const preview = await facultyProfilePreviewPage((await params).slug)
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner banner={preview.banner} />
      <FacultyProfileView profile={preview.profile} />
    </>
  )
}
