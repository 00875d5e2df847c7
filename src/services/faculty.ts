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
