import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { SLUG_PATTERN } from '@/domain/slug'
import { previewFacultyProfileBySlug } from '@/services/faculty'
import { currentStaff } from '@/services/sessions'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: staff preview of a faculty profile, published or not, in the empty layout. */
export default async function FacultyProfilePreviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const requestHeaders = await headers()
  if (!(await currentStaff(requestHeaders))) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>Previews are for staff. <a href={`/admin/login?redirect=${encodeURIComponent(`/preview/faculty-profile/${slug}`)}`}>Sign in to the back office</a> and open this page again.</p>
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
    <article className="container">
      <p>{profile.published ? 'Published' : 'Not published: only staff see this preview.'}</p>
      <h1>{profile.name}</h1>
      {profile.title && <p>{profile.title}</p>}
      {profile.departments.length > 0 && <p>{profile.departments.map((d) => d.title).join(' · ')}</p>}
      <p>
        <a href={`/admin/collections/faculty-profiles/${profile.id}`} target="_blank" rel="noopener noreferrer">
          Edit in the back office
        </a>
      </p>
    </article>
  )
}
