import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { EventArticle } from '@/components/events/event-article'
import { ExhibitorArticle } from '@/components/events/exhibitor-article'
import { PreviewNotice } from '@/components/events/preview-notice'
import { isSlugPath } from '@/domain/slug'
import type { EventDetail, ExhibitorDetail } from '@/services/event-mappers'
import { previewEvent, previewEventBySlug, previewExhibitor, previewExhibitorBySlug } from '@/services/events'
import { currentStaff } from '@/services/sessions'
import { getSiteIdentity } from '@/services/site-config'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

const ID = /^[1-9]\d{0,9}$/

type Found = { kind: 'event'; event: EventDetail } | { kind: 'exhibitor'; exhibitor: ExhibitorDetail } | null

/**
 * What a preview address names: `/preview/event/{id}`, `/preview/event/{id}/exhibitor/{id}` (the
 * back office's own shape), or slugs: an event's slug path, or an event's and an exhibitor's.
 */
async function find(path: string[]): Promise<Found> {
  if (path.length === 1 && ID.test(path[0]!)) {
    const event = await previewEvent(Number(path[0]))
    return event && { kind: 'event', event }
  }
  if (path.length === 3 && ID.test(path[0]!) && path[1] === 'exhibitor' && ID.test(path[2]!)) {
    const exhibitor = await previewExhibitor(Number(path[2]))
    return exhibitor && exhibitor.event.id === Number(path[0]) ? { kind: 'exhibitor', exhibitor } : null
  }
  const slug = path.join('/')
  if (!isSlugPath(slug)) return null
  const event = await previewEventBySlug(slug)
  if (event) return { kind: 'event', event }
  if (path.length < 2) return null
  const exhibitor = await previewExhibitorBySlug(path.slice(0, -1).join('/'), path.at(-1)!)
  return exhibitor && { kind: 'exhibitor', exhibitor }
}

/** spec §2: staff previews of an event (/preview/event/{id}) and of an exhibitor, drafts included, in the empty layout. */
export default async function EventPreviewPage({ params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params
  const address = `/preview/event/${path.join('/')}`
  if (!(await currentStaff(await headers()))) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>
          Previews are for staff. <a href={`/admin/login?redirect=${encodeURIComponent(address)}`}>Sign in to the back office</a> and open this page again.
        </p>
      </div>
    )
  }
  const [found, identity] = await Promise.all([find(path), getSiteIdentity()])
  if (!found) {
    return (
      <div className="container">
        <h1>Preview</h1>
        <p>
          No event or exhibitor is at “{path.join('/').slice(0, 200)}”. Open the preview from the back office, or use /preview/event/{'{id}'}.
        </p>
      </div>
    )
  }
  if (found.kind === 'event') {
    return (
      <>
        <PreviewNotice published={found.event.published} what="an event" editHref={`/admin/collections/events/${found.event.id}`} />
        <EventArticle event={found.event} identity={identity} preview />
      </>
    )
  }
  const { exhibitor } = found
  return (
    <>
      <PreviewNotice published={exhibitor.published} what="an exhibitor" editHref={`/admin/collections/exhibitors/${exhibitor.id}`} />
      <ExhibitorArticle exhibitor={exhibitor} timeZone={identity.timeZone} eventHref={`/preview/event/${exhibitor.event.id}`} />
    </>
  )
}
