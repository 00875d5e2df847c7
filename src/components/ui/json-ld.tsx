'use client'

/** The text of a JSON-LD script: `<` is escaped so content cannot close the script element. */
const jsonLdText = (data: Record<string, unknown>) => JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')

/**
 * Structured data (schema.org) as JSON-LD. Written here from the data rather than by a server component, whose text was sent twice
 * and escaped twice: a string of JSON inside the inline payload's JSON inside its script's string (docs/decisions/0181). Written by
 * the server only, for the crawlers that read it: hydration keeps the text, and the browser's build leaves out the code
 * (docs/decisions/0185).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: typeof window === 'undefined' ? jsonLdText(data) : '' }} />
  )
}
