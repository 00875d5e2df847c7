'use client'

import Script from 'next/script'

type Gtag = (command: 'event' | 'config' | 'js', target: string | Date, params?: Record<string, string>) => void

/** Sends an analytics event when the tag is loaded; does nothing otherwise. */
export function trackEvent(name: string, params: Record<string, string>): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  gtag?.('event', name, params)
}

/**
 * The analytics tag, loaded only when staff set a measurement id in site config (key
 * `gaMeasurementId`, checked by the service): without one, no analytics script reaches the browser.
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
