import { JsonLd } from '@/components/ui/json-ld'
import type { FacultyProfile } from '@/services/faculty'

/** schema.org Person for a faculty profile: who they are, what they do, where they teach. */
export function PersonJsonLd({ profile, collegeName, siteUrl }: { profile: FacultyProfile; collegeName: string; siteUrl?: string }) {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).toString() : path)
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
        worksFor: { '@type': 'CollegeOrUniversity', name: collegeName, ...(siteUrl ? { url: siteUrl } : {}) },
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
