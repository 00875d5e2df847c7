/**
 * A page's inline payload written in single quotes (decision 0184). Next.js writes each piece of the payload as
 * `self.__next_f.push([1,"…"])`, a JSON string of React's element rows, which are themselves JSON: every one of their
 * double quotes costs a backslash, about a seventh of the payload. The same string between single quotes needs none.
 * The browser reads the same value; only its spelling in the document changes.
 */

/** A payload piece as Next.js writes it: its string is JSON (Next.js escapes `<`, `>` and `&` in it as `\u003c`…). */
const PAYLOAD_PIECE = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g

/**
 * What a single-quoted string spells with a backslash: the quote and the backslash; the line breaks and other controls
 * (a raw NUL or CR is changed by the HTML parser); a lone surrogate half, which UTF-8 cannot carry; and every `<`, so
 * that no `</script` or `<!--` can end or change the script element.
 */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
const SPELLED_OUT = /[\\'<\u0000-\u001f\u2028\u2029]|\p{Cs}/gu

/** @param {string} character */
const spelledOut = (character) =>
  character === '\n' ? '\\n' : character === "'" || character === '\\' ? `\\${character}` : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * `value` as a JavaScript string literal between single quotes, safe in an HTML script element.
 * @param {string} value
 */
const singleQuoted = (value) => `'${value.replace(SPELLED_OUT, spelledOut)}'`

/**
 * `html` with each piece of its inline payload in single quotes; anything else is left as it is.
 * @param {string} html
 * @returns {string}
 */
export function payloadInSingleQuotes(html) {
  return html.replace(PAYLOAD_PIECE, (piece, /** @type {string} */ json) => `<script>self.__next_f.push([1,${singleQuoted(JSON.parse(json))}])</script>`)
}
