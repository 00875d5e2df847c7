import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { publicOrigin } from '@/env'
import { renderNewsletterHtml } from '@/services/newsletter-html'
import { canReadNewsletters, composeNewsletter } from '@/services/newsletters'
import { currentStaff } from '@/services/sessions'
import { getSiteIdentity } from '@/services/site-config'

export const metadata: Metadata = { title: 'Newsletter preview', robots: { index: false, follow: false } }

/**
 * spec §2: /preview/newsletter/{id}, the staff preview of an issue in the empty layout: the very
 * e-mail the preview API answers, framed so that its own document renders as an e-mail client
 * would. Not there for visitors (404).
 */
export default async function NewsletterPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound()
  const staff = await currentStaff(await headers())
  if (!staff || !canReadNewsletters(staff)) notFound()
  const issue = await composeNewsletter(Number(id), staff)
  if (!issue) notFound()
  const { collegeName, timeZone, accentColor } = await getSiteIdentity()
  const html = renderNewsletterHtml(issue, { origin: publicOrigin(), collegeName, timeZone, accentColor })
  return (
    <div className="container">
      <h1>
        {issue.newsletterLabel}: {issue.title}
      </h1>
      <p>
        {issue.published ? 'Published' : 'Draft'} · {issue.stories.length} stories, {issue.onView.length} exhibitions on view, {issue.upcoming.length} upcoming
        events · <a href={`/admin/collections/newsletters/${issue.id}`}>Edit newsletter</a> ·{' '}
        <a href={`/api/v1/newsletters/preview/${issue.id}?format=html`}>E-mail HTML</a>
      </p>
      <iframe
        title={`E-mail preview of ${issue.title}`}
        srcDoc={html}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        style={{ width: '100%', maxWidth: 640, height: '80vh', border: '1px solid var(--border)', background: '#f2f2f2' }}
      />
    </div>
  )
}
