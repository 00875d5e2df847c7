/**
 * The analytics tag, rendered only when staff set a measurement id in site config (key
 * `gaMeasurementId`, checked by the service): without one, no analytics code reaches the browser.
 * Plain script elements rather than next/script, whose loader would ship on every page even
 * when analytics is off (docs/decisions/0009-first-load-javascript.md).
 */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  if (!measurementId) return null
  const init = `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
      <script dangerouslySetInnerHTML={{ __html: init }} />
    </>
  )
}
