type Gtag = (command: 'event', name: string, params: Record<string, string>) => void

/** Sends an analytics event when the tag is loaded (see analytics.tsx); does nothing otherwise. */
export function trackEvent(name: string, params: Record<string, string>): void {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag
  gtag?.('event', name, params)
}
