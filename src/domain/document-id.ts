/** The largest id a document can have: PostgreSQL's `integer`, which both databases' ids fit. */
export const MAX_DOCUMENT_ID = 2_147_483_647

/** Digits without a leading zero, at most as many as MAX_DOCUMENT_ID has. */
export const DOCUMENT_ID_PATTERN = /^[1-9]\d{0,9}$/

/** A document id in an address: digits without a leading zero, 1 to MAX_DOCUMENT_ID, so no lookup sees a value the database refuses. */
export function parseDocumentId(value: unknown): number | null {
  if (typeof value !== 'string' || !DOCUMENT_ID_PATTERN.test(value)) return null
  const id = Number(value)
  return id <= MAX_DOCUMENT_ID ? id : null
}
