import { AREA_HEADER, type Area } from '@/domain/auth'
import { KeptValues, type KeptLimits } from '@/services/kept-values'

/**
 * The headers of a visitors' answer kept until content changes (or for its few seconds, the events
 * and features calls): a browser asks again every time; a shared cache (the server's response cache,
 * the front cache) may give it again for one second, which every publish empties (issue 21,
 * docs/decisions/0071, 0073). It varies on the caller's token and area.
 */
export const keptAnswerHeaders = (area: Area): Record<string, string> => ({
  [AREA_HEADER]: area,
  'Cache-Control': 'public, max-age=0, s-maxage=1, must-revalidate',
  Vary: `Authorization, ${AREA_HEADER}`,
})

/** An answer's JSON, serialised once. */
type KeptBody = { json: Buffer }

/** Answers kept as their JSON bytes, weighed by their length. */
export class KeptAnswers {
  readonly #kept: KeptValues<KeptBody>

  constructor({ bytes, ...limits }: Omit<KeptLimits, 'weight'> & { bytes: number }) {
    this.#kept = new KeptValues<KeptBody>({ ...limits, weight: bytes }, (body) => body.json.length)
  }

  /** The answer to `key` made from `source`: kept, or made by `make`, serialised and kept. */
  body(source: unknown, key: string, make: () => Promise<unknown>): Promise<KeptBody> {
    return this.#kept.get(source, key, async () => ({ json: Buffer.from(JSON.stringify(await make())) }))
  }

  /** How many answers are kept, and their JSON's bytes (for tests). */
  get size(): { entries: number; bytes: number } {
    const { entries, weight } = this.#kept.size
    return { entries, bytes: weight }
  }
}

/**
 * A kept answer as a JSON response. The server compresses it for the client as it does every
 * answer: Next.js drops a route's own Content-Encoding, so the bytes cannot be kept gzipped.
 */
export const keptResponse = (body: KeptBody, headers: Record<string, string>): Response =>
  new Response(bytes(body.json), { headers: { ...headers, 'Content-Type': 'application/json' } })

/** A view of the bytes, not a copy. */
const bytes = (buffer: Buffer) => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)
