/** An answer's JSON, serialised once. */
type KeptBody = { json: Buffer }

/**
 * Answers to the same question, kept as bytes for as long as the content they were made from is
 * current: a new `source` (the object the answers were read from) drops every kept answer. The
 * keys come from the address, which anybody chooses, so the least recently used answers go once
 * there are `entries` of them or they hold `bytes` (docs/decisions/0053).
 */
export class KeptAnswers {
  #source: object | null = null
  #bodies = new Map<string, KeptBody>()
  #bytes = 0

  constructor(private readonly limits: { entries: number; bytes: number }) {}

  /** The answer to `key` made from `source`: kept, or made by `make` and kept. */
  async body(source: object, key: string, make: () => Promise<unknown>): Promise<KeptBody> {
    if (source !== this.#source) this.#clear(source)
    const kept = this.#bodies.get(key)
    if (kept) {
      // Most recently used last: Map keeps insertion order.
      this.#bodies.delete(key)
      this.#bodies.set(key, kept)
      return kept
    }
    const body: KeptBody = { json: Buffer.from(JSON.stringify(await make())) }
    if (source !== this.#source) return body // the content changed while this one was made
    this.#bodies.set(key, body)
    this.#bytes += body.json.length
    this.#trim()
    return body
  }

  /** How many answers are kept, and their JSON's bytes (for tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#bodies.size, bytes: this.#bytes }
  }

  #clear(source: object) {
    this.#source = source
    this.#bodies.clear()
    this.#bytes = 0
  }

  #trim() {
    for (const [key, body] of this.#bodies) {
      if (this.#bodies.size <= this.limits.entries && this.#bytes <= this.limits.bytes) return
      this.#bodies.delete(key)
      this.#bytes -= body.json.length
    }
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
