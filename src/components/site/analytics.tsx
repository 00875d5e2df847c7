import Script from 'next/script'

/**
 * The analytics tag, rendered only when staff set a measurement id in site config (key
 * `gaMeasurementId`, checked by the service): without one, no analytics code reaches the browser,
 * not even the script loader.
 */
export function Analytics({ measurementId }: { measurementId: string | null }) {
  if (!measurementId) return null
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${measurementId}`} strategy="afterInteractive" />
      <Script id="analytics-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`}
      </Script>
    </>
  )
}
