import { cms } from './cms'

export type FacultyProfilePreview = { id: number | string; name: string; title: string | null; published: boolean; departments: string[] }

/**
 * A faculty profile by slug for a staff preview: unpublished ones too. Callers must have checked
 * that the request comes from staff (see currentStaff).
 */
export async function getFacultyProfileForStaff(slug: string): Promise<FacultyProfilePreview | null> {
  const payload = await cms()
  const { docs } = await payload.find({ collection: 'faculty-profiles', where: { slug: { equals: slug } }, limit: 1, depth: 1, overrideAccess: true })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    name: doc.name,
    title: doc.title ?? null,
    published: Boolean(doc.published),
    departments: (doc.departments ?? []).flatMap((department) => (typeof department === 'object' && department ? [department.title] : [])),
  }
}

/**
 * A published faculty profile by slug, as the match service names it (spec §3: page entity type
 * "faculty profile"). A minimal lookup: the people area owns the profile's full reading.
 */
export async function findPublishedFacultyProfile(slug: string): Promise<{ id: number; name: string; slug: string } | null> {
  const payload = await cms()
  const { docs } = await payload.find({
    collection: 'faculty-profiles',
    overrideAccess: false,
    depth: 0,
    limit: 1,
    pagination: false,
    select: { name: true, slug: true },
    where: { and: [{ slug: { equals: slug } }, { published: { equals: true } }] },
  })
  return docs[0] ? { id: docs[0].id, name: docs[0].name, slug: docs[0].slug } : null
}
