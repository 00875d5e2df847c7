import { AREA_HEADER, type Area } from '@/domain/auth'
import { KeptValues, type KeptLimits } from '@/services/kept-values'

/** Headers of a kept visitors' answer: browsers ask again; a shared cache may reuse it for a second (docs/decisions/0071, 0073). Varies on token and area. */
export const keptAnswerHeaders = (area: Area): Record<string, string> => ({
  [AREA_HEADER]: area,
  'Cache-Control': 'public, max-age=0, s-maxage=1, must-revalidate',
  Vary: `Authorization, ${AREA_HEADER}`,
})

/**
 * Tells the server's response cache until when (ms since the epoch) it may send these bytes again: as long as the route keeps
 * them, since both are emptied by the same revalidations (src/server/response-cache.mjs KEPT_UNTIL_HEADER, decision 0162).
 */
const KEPT_UNTIL_HEADER = 'x-kept-until'
/** How long the response cache may keep an answer that follows content alone: as long as a page (docs/caching.md). */
const UNTIL_CHANGE_MS = 3_600_000

/** An answer's JSON, serialised once, and until when it may be sent again. */
type KeptBody = { json: Buffer; keptUntil: number }

/** Answers kept as their JSON bytes, weighed by their length. */
export class KeptAnswers {
  readonly #kept: KeptValues<KeptBody>
  readonly #keptForMs: number
  readonly #now: () => number

  constructor({ bytes, ...limits }: Omit<KeptLimits, 'weight'> & { bytes: number }) {
    this.#kept = new KeptValues<KeptBody>({ ...limits, weight: bytes }, (body) => body.json.length)
    this.#keptForMs = limits.maxAgeMs ?? UNTIL_CHANGE_MS
    this.#now = limits.now ?? Date.now
  }

  /** The answer to `key` made from `source`: kept, or made by `make`, serialised and kept. */
  body(source: unknown, key: string, make: () => Promise<unknown>): Promise<KeptBody> {
    return this.#kept.get(source, key, async () => {
      const keptUntil = this.#now() + this.#keptForMs
      return { json: Buffer.from(JSON.stringify(await make())), keptUntil }
    })
  }

  /** How many answers are kept, and their JSON's bytes (for tests). */
  get size(): { entries: number; bytes: number } {
    const { entries, weight } = this.#kept.size
    return { entries, bytes: weight }
  }
}

/** A kept answer as JSON; Next.js drops a route's own Content-Encoding, so the server compresses it like any answer. */
export const keptResponse = (body: KeptBody, headers: Record<string, string>): Response =>
  new Response(bytes(body.json), { headers: { ...headers, 'Content-Type': 'application/json', [KEPT_UNTIL_HEADER]: String(body.keptUntil) } })

/** A view of the bytes, not a copy. */
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)
