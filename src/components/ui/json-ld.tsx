'use client'

/**
 * Structured data (schema.org) as JSON-LD; `<` is escaped so content cannot close the script element. Written here from the data
 * rather than by a server component, whose text was sent twice and escaped twice: a string of JSON inside the inline payload's
 * JSON inside its script's string (docs/decisions/0181).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
