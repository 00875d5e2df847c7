import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { FacultyProfileView } from '@/components/people/faculty-profile-view'
import { PreviewNotice } from '@/components/people/preview-notice'
import { SLUG_PATTERN } from '@/domain/slug'
import { previewFacultyProfileBySlug } from '@/services/faculty'
import { currentStaff } from '@/services/sessions'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: staff preview of a faculty profile in its newest version, published or not, in the empty layout. */
export default async function FacultyProfilePreviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const requestHeaders = await headers()
  if (!(await currentStaff(requestHeaders))) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>
          Previews are for staff. <a href={`/admin/login?redirect=${encodeURIComponent(`/preview/faculty-profile/${slug}`)}`}>Sign in to the back office</a> and
          open this page again.
        </p>
      </div>
    )
  }
  const profile = SLUG_PATTERN.test(slug) ? await previewFacultyProfileBySlug(slug) : null
  if (!profile) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>No faculty profile has the address “{slug}”.</p>
      </div>
    )
  }
  return (
    <FacultyProfileView
      profile={profile}
      notice={<PreviewNotice published={profile.published} editHref={`/admin/collections/faculty-profiles/${profile.id}`} editLabel="Edit faculty profile" />}
    />
  )
}
