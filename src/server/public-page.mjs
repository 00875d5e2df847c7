/**
 * What the production server changes in a public page before it hashes its inline scripts, compresses and keeps it: its scripts
 * after its first paint (decision 0183), its inline payload in single quotes (0184). The back office is sent as Next.js writes it.
 */
import { payloadInSingleQuotes } from './payload-in-single-quotes.mjs'
import { scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs'

/** The back office's addresses (Payload's admin). */
const BACK_OFFICE = /^\/admin(?:[/?#]|$)/

/**
 * Whether `url` (a request's path and query) is a public page's: every address but the back office's.
 * @param {string} url
 */
export const isPublicPage = (url) => !BACK_OFFICE.test(url)

/**
 * A public page as it is sent.
 * @param {string} html
 */
export const publicPage = (html) => payloadInSingleQuotes(scriptsAfterFirstPaint(html))
