/**
 * What a page's document weighs before compression, and how much of it is the inline React payload: the
 * `self.__next_f.push(…)` scripts the browser parses to hydrate what the HTML already shows (docs/decisions/0140).
 */

/** A template's document at most this many bytes before compression (docs/decisions/0140). */
export const DOCUMENT_BUDGET_BYTES = 150 * 1024

/** The inline payload at most this share of the document (docs/decisions/0140). */
export const PAYLOAD_BUDGET_SHARE = 0.5

export type DocumentWeight = {
  /** The whole document, UTF-8 bytes. */
  bytes: number
  /** The inline payload's scripts, tags included. */
  payloadBytes: number
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/** The document's bytes and its inline payload's (every inline script that feeds `self.__next_f`). */
export function documentWeight(html: string): DocumentWeight {
  let payloadBytes = 0
  for (const match of html.matchAll(INLINE_SCRIPT)) if (match[1]!.includes('self.__next_f')) payloadBytes += Buffer.byteLength(match[0])
  return { bytes: Buffer.byteLength(html), payloadBytes }
}

/** What passes the budget, one sentence each (none when the document is within it). */
export function overBudget({ bytes, payloadBytes }: DocumentWeight): string[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const faults: string[] = []
  if (bytes > DOCUMENT_BUDGET_BYTES) faults.push(`the document is ${kb(bytes)}, over ${kb(DOCUMENT_BUDGET_BYTES)}`)
  if (payloadBytes > bytes * PAYLOAD_BUDGET_SHARE)
    faults.push(`the inline payload is ${kb(payloadBytes)}, ${Math.round((payloadBytes / bytes) * 100)}% of it, over ${PAYLOAD_BUDGET_SHARE * 100}%`)
  return faults
}
