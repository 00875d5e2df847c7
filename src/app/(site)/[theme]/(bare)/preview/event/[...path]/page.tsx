import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventArticle } from '@/components/events/event-article'
import { ExhibitorArticle } from '@/components/events/exhibitor-article'
import { PreviewBanner } from '@/components/preview/preview-banner'
import { eventPreviewPage } from '@/services/preview-pages'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/** spec §2: staff previews of an event (/preview/event/{id}) and of an exhibitor, drafts included, in the empty layout. */
export default async function EventPreviewPage({ params }: { params: Promise<{ path: string[] }> }) {
  const preview = await eventPreviewPage((await params).path)
  if (!preview) notFound()
  return (
    <>
      <PreviewBanner banner={preview.banner} />
      {preview.kind === 'event' ? (
        <EventArticle event={preview.event} identity={preview.identity} preview />
      ) : (
        <ExhibitorArticle exhibitor={preview.exhibitor} timeZone={preview.identity.timeZone} eventHref={`/preview/event/${preview.exhibitor.event.id}`} />
      )}
    </>
  )
}
