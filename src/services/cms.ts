import config from '@payload-config'
import { type Payload, getPayload } from 'payload'

/** The Payload instance: the only way services reach content (local API, no HTTP hop). */
export function cms(): Promise<Payload> {
  return getPayload({ config })
}

/** A related document's id whether the relation came back populated or not. */
export function relationId(value: unknown): number | string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object') return (value as { id?: number | string }).id ?? null
  return value as number | string
}

/** The populated documents of a relation field, dropping ids that were not populated. */
export function populated<T>(value: unknown): T[] {
  if (!Array.isArray(value)) return value && typeof value === 'object' ? [value as T] : []
  return value.filter((entry): entry is T => Boolean(entry) && typeof entry === 'object')
}
