/**
 * Revalidation shared by every instance through Redis (decision 0067): each tag's version in a hash and a PUBLISH.
 * After each (re)connection a subscriber replays every tag whose version moved, so an outage loses nothing.
 */
import { randomUUID } from 'node:crypto'

import { createClient } from 'redis'

import { notifyTagsRevalidated } from './revalidation-listeners.mjs'

/** Where the versions and the channel live under the prefix. Pub/sub ignores the database number, so the channel names it. */
const VERSIONS_KEY = 'revalidated-tag-versions'
const CHANNEL = 'revalidated-tags'
/** The longest wait between two tries to reach Redis again: the site never stops trying, and never waits on it. */
const RECONNECT_MAX_MS = 5_000
const CONNECT_TIMEOUT_MS = 1_000
const CLIENT_NAME = 'college-revalidation'

/** @typedef {ReturnType<typeof createClient>} RedisClient */

/**
 * The tags whose version in `versions` differs from `seen` (tag → version as text).
 * @param {Map<string, string>} seen
 * @param {Record<string, string>} versions
 */
export function movedTags(seen, versions) {
  return Object.entries(versions)
    .filter(([tag, version]) => seen.get(tag) !== version)
    .map(([tag]) => tag)
}

/**
 * The channel and hash names under `prefix` for the database of `url`.
 * @param {string} url
 * @param {string} prefix
 */
export function namesFor(url, prefix) {
  const database = Number(new URL(url).pathname.slice(1) || 0)
  return { versions: `${prefix}${VERSIONS_KEY}`, channel: `${prefix}${database}:${CHANNEL}` }
}

export class SharedRevalidation {
  #id = randomUUID()
  /** @type {Map<string, string>} */
  #seen = new Map()
  /** @type {Set<string>} */
  #pending = new Set()
  /** @type {ReturnType<typeof namesFor>} */
  #names
  /** @type {(tags: string[]) => void} */
  #apply
  /** @type {RedisClient} */
  #publisher
  /** @type {RedisClient} */
  #subscriber
  #down = false
  #caughtUp = false

  /**
   * `apply(tags)` revalidates on this instance; then the listeners hear. Both Redis clients connect in the background.
   * @param {{ url: string, prefix: string, apply: (tags: string[]) => void, name?: string }} options
   */
  constructor({ url, prefix, apply, name = CLIENT_NAME }) {
    this.#names = namesFor(url, prefix)
    this.#apply = apply
    const options = {
      url,
      // Named in Redis's CLIENT LIST, so an operator (or a test) can tell these connections apart.
      name,
      // Fail at once while Redis is away (the publish is kept in #pending), and keep trying to reach it.
      disableOfflineQueue: true,
      socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, RECONNECT_MAX_MS) },
    }
    this.#publisher = createClient(options)
    this.#subscriber = createClient(options)
    for (const client of [this.#publisher, this.#subscriber]) {
      client.on('error', (error) => this.#wentDown(error))
      // The connections must not keep a process alive that has nothing else to do (a script, a test).
      client.unref()
    }
    this.#publisher.on('ready', () => this.#flush())
    this.#subscriber.on('ready', () => this.#catchUp())
    this.#publisher.connect().catch((error) => this.#wentDown(error))
    this.#subscriber
      .connect()
      .then(() => this.#subscriber.subscribe(this.#names.channel, (message) => this.#received(message)))
      .then(() => this.#catchUp())
      .catch((error) => this.#wentDown(error))
  }

  /**
   * Tells the other instances that `tags` were revalidated here; kept for later while Redis is away.
   * @param {string[]} tags
   */
  async publish(tags) {
    for (const tag of tags) this.#pending.add(tag)
    await this.#flush()
  }

  /** Resolves once both connections are up, subscribed, and caught up (tests). */
  async ready() {
    while (!this.#caughtUp || !this.#publisher.isReady || !this.#subscriber.isReady) await new Promise((resolve) => setTimeout(resolve, 20))
  }

  /** Closes both connections, or stops trying to open them. */
  async stop() {
    await Promise.allSettled(
      [this.#publisher, this.#subscriber].map(async (client) => {
        if (client.isReady) await client.close()
        else if (client.isOpen) client.destroy()
      }),
    )
  }

  async #flush() {
    if (this.#pending.size === 0 || !this.#publisher.isReady) return
    const tags = [...this.#pending]
    this.#pending.clear()
    try {
      const multi = this.#publisher.multi()
      for (const tag of tags) multi.hIncrBy(this.#names.versions, tag, 1)
      await multi.publish(this.#names.channel, JSON.stringify({ from: this.#id, tags })).exec()
    } catch (error) {
      for (const tag of tags) this.#pending.add(tag)
      this.#wentDown(error)
    }
  }

  /** @param {string} message */
  #received(message) {
    try {
      const { from, tags } = JSON.parse(message)
      if (from === this.#id || !Array.isArray(tags)) return
      this.#replay(tags.filter((tag) => typeof tag === 'string'))
    } catch (error) {
      console.error('[revalidation] an unreadable message:', error)
    }
  }

  /** After a (re)connection: every tag that moved since this instance last looked is revalidated here too. */
  async #catchUp() {
    if (!this.#publisher.isReady) await new Promise((resolve) => this.#publisher.once('ready', resolve))
    try {
      const versions = await this.#publisher.hGetAll(this.#names.versions)
      const moved = movedTags(this.#seen, versions)
      this.#seen = new Map(Object.entries(versions))
      if (moved.length > 0) this.#replay(moved)
      this.#caughtUp = true
      if (this.#down) console.log('[revalidation] Redis is back; revalidations are shared again')
      this.#down = false
    } catch (error) {
      this.#wentDown(error)
    }
  }

  /** @param {string[]} tags */
  #replay(tags) {
    try {
      this.#apply(tags)
    } finally {
      notifyTagsRevalidated(tags)
    }
  }

  /**
   * Said once per outage, not at every try to reconnect.
   * @param {unknown} error
   */
  #wentDown(error) {
    if (this.#down) return
    this.#down = true
    console.error(
      '[revalidation] Redis cannot be reached; this instance serves from its own cache, and other instances learn of its changes when Redis is back:',
      /** @type {{ message?: string } | null | undefined} */ (error)?.message ?? error,
    )
  }
}
