import { contentPath } from '@/domain/content-paths'
import { toImage } from '@/domain/media'
import type { Media } from '@/payload-types'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** Block data as the API hands it out: media in the site's image shape, linked documents as `{ id, title, path }`, no back-office fields. */
export function toPublicData(value: unknown): Json {
  if (Array.isArray(value)) return value.map(toPublicData)
  if (!isObject(value)) return (value ?? null) as Json
  if (typeof value.mimeType === 'string' && typeof value.filename === 'string') {
    return (toImage(value as unknown as Media) ?? { url: value.url ?? null, alt: value.alt ?? '' }) as Json
  }
  // A polymorphic relation: { relationTo, value: document }.
  if (typeof value.relationTo === 'string' && 'value' in value) {
    const doc = value.value
    if (!isObject(doc)) return { relationTo: value.relationTo, id: (doc ?? null) as Json }
    return {
      relationTo: value.relationTo,
      id: doc.id as Json,
      title: (doc.title ?? doc.name ?? null) as Json,
      path: contentPath({ collection: value.relationTo, slug: doc.slug as string, path: doc.path as string }),
    }
  }
  // A populated document of another collection (a location, a shared block): its public fields only.
  if ('createdAt' in value && 'updatedAt' in value && 'id' in value) {
    const { createdAt: _c, _status: _s, ...rest } = value
    return toPublicData(rest)
  }
  const out: Record<string, Json> = {}
  for (const [key, entry] of Object.entries(value)) out[key] = toPublicData(entry)
  return out
}
