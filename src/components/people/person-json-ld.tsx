import { JsonLd } from '@/components/ui/json-ld'
import { publicOrigin } from '@/env'
import type { FacultyProfile } from '@/services/faculty'

/** schema.org Person for a faculty profile: who they are, what they do, where they teach. */
export function PersonJsonLd({ profile, collegeName }: { profile: FacultyProfile; collegeName: string }) {
  const siteUrl = publicOrigin()
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  return (
    <JsonLd
      data={{
        '@type': 'Person',
        name: profile.name,
        familyName: profile.lastName,
        url: absolute(profile.path),
        ...(profile.title ? { jobTitle: profile.titles } : {}),
        ...(profile.shortBio ? { description: profile.shortBio } : {}),
        ...(profile.image ? { image: absolute(profile.image.url) } : {}),
        ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
        worksFor: { '@type': 'CollegeOrUniversity', name: collegeName, url: siteUrl },
        ...(profile.departments.length
          ? { affiliation: profile.departments.map((d) => ({ '@type': 'Organization', name: d.title, url: absolute(d.path) })) }
          : {}),
        ...(profile.supplemental.education.length
          ? { alumniOf: profile.supplemental.education.map((e) => ({ '@type': 'CollegeOrUniversity', name: e.institution })) }
          : {}),
        ...(profile.supplemental.awards.length ? { award: profile.supplemental.awards.map((a) => a.title) } : {}),
        sameAs: [...(profile.website ? [profile.website] : []), ...profile.links.map((link) => link.url)],
      }}
    />
  )
}
