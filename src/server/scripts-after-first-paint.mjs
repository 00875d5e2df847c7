/**
 * A page's scripts run after its first paint (decision 0183). Next.js writes each of its script files as
 * `<script src async>` in the head; where the page arrives at once, they run while the HTML is still being parsed and
 * the first frame waits for them, and their bytes share the line with the style sheets, fonts and images the first
 * paint needs. Here a small script in the head adds them once the first contentful paint is on screen: what the
 * visitor sees comes first, then hydration.
 */

/* global self, document, PerformanceObserver -- addAfterFirstPaint runs in the browser */

/** One of the build's script files as Next.js writes it (`async=""`; `noModule` polyfills are not matched). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)" async=""><\/script>/g

/** A browser that never reports the first contentful paint (none to report, or no paint timing) adds the scripts after this long. */
const FIRST_PAINT_WAIT_MS = 1000

/**
 * Adds `sources` as async scripts once the first contentful paint is on screen (its performance entry comes then), or
 * at once on a hidden page, or after `waitMs`; `self.__scriptsAfterFirstPaint` says 'loaded' once all have run, where
 * before Next.js's own scripts held back the `load` event (the browser tests wait for it). Runs in the browser, written
 * out as an inline script, with no dependency.
 * @param {string[]} sources
 * @param {number} waitMs
 */
function addAfterFirstPaint(sources, waitMs) {
  var added = false
  var waiting = sources.length
  var state = /** @type {{ __scriptsAfterFirstPaint?: string }} */ (/** @type {unknown} */ (self))
  state.__scriptsAfterFirstPaint = 'waiting'
  function loaded() {
    if (--waiting === 0) state.__scriptsAfterFirstPaint = 'loaded'
  }
  function add() {
    if (added) return
    added = true
    sources.forEach(function (source) {
      var script = document.createElement('script')
      script.src = source
      script.async = true
      script.onload = script.onerror = loaded
      document.head.appendChild(script)
    })
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(add, 0)
    }).observe({ type: 'paint', buffered: true })
  } catch {
    add()
  }
  if (document.visibilityState === 'hidden') add()
  setTimeout(add, waitMs)
}

/** The loader's text as every page carries it: without its comments and indentation (its line breaks stay: it has no semicolons). */
const LOADER_SOURCE = String(addAfterFirstPaint)
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\n\s*/g, '\n')

/** The inline script that adds the page's script files after its first paint. */
const loaderScript = (/** @type {string[]} */ sources) => `<script>(${LOADER_SOURCE})(${JSON.stringify(sources)},${FIRST_PAINT_WAIT_MS})</script>`

/**
 * `html` with its script files asked for after the first paint; a page without any is returned as it is.
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html) {
  if (!html.includes('</head>')) return html
  /** @type {string[]} */
  const sources = []
  let deferred = html.replace(CHUNK_SCRIPT, (element, /** @type {string} */ source) => {
    sources.push(source)
    return ''
  })
  if (!sources.length) return html
  // Next.js preloads a script it writes in the body: it too waits for the first paint.
  for (const source of sources) deferred = deferred.replaceAll(`<link rel="preload" as="script" fetchPriority="low" href="${source}"/>`, '')
  const unique = [...new Set(sources.map((source) => source.replaceAll('&amp;', '&')))]
  return deferred.replace('</head>', `${loaderScript(unique)}</head>`)
}

/**
 * The script files `html` adds after its first paint (none on a page that writes its own `<script src>`): for what weighs a page's scripts.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsAddedAfterFirstPaint(html) {
  const list = /<script>\(function addAfterFirstPaint\b[\s\S]*?\}\)\((\[[^\]]*\]),\d+\)<\/script>/.exec(html)?.[1]
  return list ? /** @type {string[]} */ (JSON.parse(list)) : []
}
