/** A relation field is an id or, when populated, the document; these read either shape. */
type Relation = number | { id: number }

/** A related document's id whether the relation came back populated or not. */
export function relationId(value: Relation | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'object' ? value.id : value
}

/** The ids of a has-many relation, populated or not. */
export function relationIds(values: readonly Relation[] | null | undefined): number[] {
  return (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))
}

/** The populated documents of a relation field, dropping ids that were not populated. */
export function populated<T>(value: unknown): T[] {
  if (!Array.isArray(value)) return value && typeof value === 'object' ? [value as T] : []
  return value.filter((entry): entry is T => Boolean(entry) && typeof entry === 'object')
}
