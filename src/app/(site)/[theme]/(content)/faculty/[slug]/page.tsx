import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FacultyProfileView } from '@/components/people/faculty-profile-view'
import { PersonJsonLd } from '@/components/people/person-json-ld'
import { SLUG_PATTERN } from '@/domain/slug'
import { findFacultyProfileBySlug } from '@/services/faculty'
import { pageMetadata } from '@/services/metadata'
import { getSiteIdentity } from '@/services/site-config'

// Rendered on first request and cached until content changes (docs/decisions/0003).
export const dynamicParams = true
export function generateStaticParams(): { slug: string }[] {
  return []
}

type Params = { params: Promise<{ slug: string }> }

async function load(slug: string) {
  return SLUG_PATTERN.test(slug) ? findFacultyProfileBySlug(slug) : null
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const profile = await load((await params).slug)
  if (!profile) return { title: 'Faculty' }
  return pageMetadata({ title: profile.name, description: profile.shortBio ?? profile.title, path: profile.path, image: profile.image, type: 'profile' })
}

/** spec §2: a faculty profile at /faculty/{slug}; published ones only. */
export default async function FacultyProfilePage({ params }: Params) {
  const profile = await load((await params).slug)
  if (!profile) notFound()
  const { collegeName } = await getSiteIdentity()
  return (
    <>
      <FacultyProfileView profile={profile} />
      <PersonJsonLd profile={profile} collegeName={collegeName} />
    </>
  )
}
