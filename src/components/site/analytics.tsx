/** The analytics tag, only when site config sets `gaMeasurementId`; plain scripts, as next/script's loader would ship everywhere (docs/decisions/0009). */
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
