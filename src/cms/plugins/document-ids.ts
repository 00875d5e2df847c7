import { APIError, NotFound, type CollectionBeforeOperationHook, type Plugin, type Where } from 'payload'

import { MAX_DOCUMENT_ID, parseDocumentId } from '@/domain/document-id'

/** The name of the refusal of a query, logged as information: a prober must not fill the error log. */
export const BAD_DOCUMENT_ID = 'BadDocumentId'

/** Whether `value` names a document: an id as a number, or as the digits of one. */
const isDocumentId = (value: unknown) => (typeof value === 'number' ? parseDocumentId(String(value)) === value : parseDocumentId(value) !== null)

/** The ids a query compares `id` with (`where[id][in]=a,b` arrives as one string), when one of them is no document id. */
function badIdInQuery(where: Where | undefined): boolean {
  if (!where) return false
  return Object.entries(where).some(([key, condition]) => {
    if (key === 'and' || key === 'or') return (condition as Where[]).some((part) => badIdInQuery(part))
    if (key !== 'id' || typeof condition !== 'object' || condition === null) return false
    return Object.entries(condition as Record<string, unknown>).some(([operator, value]) => {
      if (operator === 'exists') return false
      const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
      // Numbers come from the site's own code (`not_in: [-1]` means "none"); an address sends text.
      return values.some((one) => (typeof one === 'number' ? !Number.isInteger(one) || Math.abs(one) > MAX_DOCUMENT_ID : !isDocumentId(String(one).trim())))
    })
  })
}

/** An id no document can have answers 404 (and a query comparing ids with something else 400), not the database's 500 (docs/decisions/0063). */
const refuseBadIds: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id, where } = args as { id?: unknown; where?: Where }
  if (id !== undefined && id !== null && !isDocumentId(id)) throw new NotFound(req.t)
  if (badIdInQuery(where)) {
    const refusal = new APIError('A query compares id with something that is no document id.', 400, undefined, true)
    refusal.name = BAD_DOCUMENT_ID
    throw refusal
  }
  return args
}

export function documentIdsPlugin(): Plugin {
  return (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [refuseBadIds, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
  })
}
