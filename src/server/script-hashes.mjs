/**
 * A Content-Security-Policy without `'unsafe-inline'` scripts for pages that stay cached (decision 0122): the policy
 * of next.config.ts allows no inline script; each HTML answer gets the SHA-256 hashes of the inline scripts it carries
 * (Next's `self.__next_f.push(…)` chunks differ per page), computed here once per rendering. The response cache in front
 * keeps the answer with its own policy, so a page served from memory carries the hashes of its own scripts.
 */
import { Buffer } from 'node:buffer'
import { createHash } from 'node:crypto'

/** An HTML `<script>` element with its attributes and text (React escapes `</script` inside the text it writes). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
/** A script element with a `src` runs the file it names: `'self'` or a host decides, not a hash. */
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i
/** A data block (`application/ld+json`) is never run, so it needs no hash. */
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i

/**
 * The `'sha256-…'` sources of the inline scripts of `html`, each once, in order of appearance.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase()
    if (type && type.includes('json')) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * `policy` whose `script-src` allows exactly `hashes` inline, never `'unsafe-inline'`. A policy without `script-src`
 * is left alone (`default-src` then allows no inline script at all).
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name?.toLowerCase() !== 'script-src') return directive.trim()
      return [name, ...sources.filter((source) => source.toLowerCase() !== "'unsafe-inline'"), ...hashes].join(' ')
    })
    .filter(Boolean)
    .join('; ')
}

const POLICY_HEADER = 'content-security-policy'

/**
 * Holds back an HTML answer until it has ended, then sends it, changed by `rewrite`, with its policy naming the hashes of
 * its inline scripts. Any other answer passes as it comes. Call before Next.js writes anything.
 * @param {import('node:http').ServerResponse} response
 * @param {(html: string) => string} [rewrite] What the whole page becomes before it is hashed and sent.
 */
export function hashInlineScripts(response, rewrite = (html) => html) {
  const { writeHead, write, end, flushHeaders } = response
  /** @type {Buffer[] | null} Null until the answer is known to be HTML under a policy. */
  let held = null
  let decided = false
  /** @type {unknown[] | null} */
  let heldHead = null

  const restore = () => Object.assign(response, { writeHead, write, end, flushHeaders })
  /** Decides at the first write, when Next.js has set the answer's headers. */
  const decide = () => {
    if (decided) return held !== null
    decided = true
    // A 304 revalidates the page the browser holds: headers sent with it replace the stored ones, and a policy
    // without that page's hashes would refuse its scripts. Without one, the policy stored with the page stays.
    if (response.statusCode === 304) {
      response.removeHeader(POLICY_HEADER)
      restore()
      return false
    }
    const type = String(response.getHeader('content-type') ?? '')
    const policy = response.getHeader(POLICY_HEADER)
    if (/^text\/html\b/i.test(type) && typeof policy === 'string' && /(?:^|;)\s*script-src\b/i.test(policy)) held = []
    else restore()
    return held !== null
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    held?.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    )
  }

  response.writeHead = /** @type {typeof writeHead} */ (
    /** @param {number} status @param {...unknown} rest */
    function (status, ...rest) {
      // Headers given here count as set ones, so that the type is known and the policy can be changed.
      const headers = rest.find((part) => part && typeof part === 'object')
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value)
      response.statusCode = status
      if (typeof rest[0] === 'string') response.statusMessage = rest[0]
      if (!decide()) return writeHead.call(response, status, .../** @type {[]} */ (rest.filter((part) => typeof part === 'string')))
      heldHead = [status]
      return response
    }
  )
  response.flushHeaders = function () {
    if (!decide()) flushHeaders.call(response)
  }
  response.write = /** @type {typeof write} */ (
    /** @param {unknown} chunk @param {unknown} encoding @param {unknown} [callback] */
    function (chunk, encoding, callback) {
      if (!decide()) return write.call(response, /** @type {string} */ (chunk), /** @type {BufferEncoding} */ (encoding), /** @type {() => void} */ (callback))
      hold(chunk, encoding)
      const done = [encoding, callback].find((part) => typeof part === 'function')
      if (done) process.nextTick(/** @type {() => void} */ (done))
      return true
    }
  )
  response.end = /** @type {typeof end} */ (
    /** @param {unknown} [chunk] @param {unknown} [encoding] @param {unknown} [callback] */
    function (chunk, encoding, callback) {
      if (!decide()) return end.call(response, /** @type {string} */ (chunk), /** @type {BufferEncoding} */ (encoding), /** @type {() => void} */ (callback))
      hold(chunk, encoding)
      const html = rewrite(Buffer.concat(/** @type {Buffer[]} */ (held)).toString('utf8'))
      const body = Buffer.from(html, 'utf8')
      held = []
      restore()
      response.setHeader(POLICY_HEADER, withScriptHashes(String(response.getHeader(POLICY_HEADER)), inlineScriptHashes(html)))
      if (response.hasHeader('content-length')) response.setHeader('content-length', body.length)
      if (heldHead) writeHead.call(response, response.statusCode)
      const done = /** @type {(() => void) | undefined} */ ([chunk, encoding, callback].find((part) => typeof part === 'function'))
      const finish = /** @type {(this: import('node:http').ServerResponse, chunk: Buffer, callback?: () => void) => unknown} */ (/** @type {unknown} */ (end))
      return finish.call(response, body, done)
    }
  )
}
