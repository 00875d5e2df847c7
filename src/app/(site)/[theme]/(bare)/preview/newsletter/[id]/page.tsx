import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PreviewBanner } from '@/components/preview/preview-banner'
import { newsletterPreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Newsletter preview', robots: { index: false, follow: false } }

/** spec §2: /preview/newsletter/{id}: the very e-mail the preview API answers, framed to render as an e-mail client would. */
export default async function NewsletterPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const preview = await newsletterPreviewPage((await params).id)
  if (!preview) notFound()
  const { issue } = preview
  return (
    <>
      <PreviewBanner banner={preview.banner}>
        {issue.stories.length} stories, {issue.onView.length} exhibitions on view, {issue.upcoming.length} upcoming events ·{' '}
        <a href={`/api/v1/newsletters/preview/${issue.id}?format=html`}>E-mail HTML</a>
      </PreviewBanner>
      <div className="container">
        <h1>
          {issue.newsletterLabel}: {issue.title}
        </h1>
        <iframe
          title={`E-mail preview of ${issue.title}`}
          srcDoc={preview.html}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          style={{ width: '100%', maxWidth: 640, height: '80vh', border: '1px solid var(--border)', background: '#f2f2f2' }}
        />
      </div>
    </>
  )
}
