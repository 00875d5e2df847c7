export type KeptLimits = {
  entries: number
  /** The most their `weigh` may add up to. */
  weight: number
  /** How long a value may be kept at most, for values that follow the clock (none: until the source changes). */
  maxAgeMs?: number
  now?: () => number
}

/** Values kept while `source` is current; keys come from the address, so least recently used go past `entries` or `weight` (docs/decisions/0070). */
export class KeptValues<T> {
  #source: unknown = null
  #values = new Map<string, { value: T; weight: number; at: number }>()
  #making = new Map<string, Promise<T>>()
  #weight = 0
  readonly #now: () => number

  constructor(
    private readonly limits: KeptLimits,
    private readonly weigh: (value: T) => number = () => 0,
  ) {
    this.#now = limits.now ?? Date.now
  }

  /** The value of `key` made from `source`: kept, or made by `make` and kept. */
  async get(source: unknown, key: string, make: () => Promise<T>): Promise<T> {
    if (source !== this.#source) this.#clear(source)
    const kept = this.#values.get(key)
    if (kept && (this.limits.maxAgeMs === undefined || this.#now() - kept.at < this.limits.maxAgeMs)) {
      // Most recently used last: Map keeps insertion order.
      this.#values.delete(key)
      this.#values.set(key, kept)
      return kept.value
    }
    const making = this.#making.get(key)
    if (making) return making
    const at = this.#now()
    const made = make().then((value) => {
      if (this.#making.get(key) === made) this.#making.delete(key)
      if (source === this.#source) this.#keep(key, value, at) // else the content changed while it was made
      return value
    })
    this.#making.set(key, made)
    made.catch(() => {
      if (this.#making.get(key) === made) this.#making.delete(key)
    })
    return made
  }

  /** How many values are kept, and their weight (for tests). */
  get size(): { entries: number; weight: number } {
    return { entries: this.#values.size, weight: this.#weight }
  }

  #keep(key: string, value: T, at: number) {
    const old = this.#values.get(key)
    if (old) this.#weight -= old.weight
    this.#values.delete(key)
    const weight = this.weigh(value)
    this.#values.set(key, { value, weight, at })
    this.#weight += weight
    this.#trim()
  }

  #clear(source: unknown) {
    this.#source = source
    this.#values.clear()
    this.#making.clear()
    this.#weight = 0
  }

  #trim() {
    for (const [key, kept] of this.#values) {
      if (this.#values.size <= this.limits.entries && this.#weight <= this.limits.weight) return
      this.#values.delete(key)
      this.#weight -= kept.weight
    }
  }
}
