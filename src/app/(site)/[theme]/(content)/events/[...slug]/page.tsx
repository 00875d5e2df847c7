import { EventArticle } from '@/components/events/event-article'
import { ExhibitorArticle } from '@/components/events/exhibitor-article'
import { EditMark } from '@/components/staff/edit-mark'
import { eventPage } from '@/services/event-pages'
import { metadataOf } from '@/services/metadata'
import { NotFoundPage } from '@/components/errors/not-found-page'

// The hour bound lets "This event has ended" appear without a publish (docs/decisions/0010).
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

type Props = { params: Promise<{ slug: string[] }> }

export async function generateMetadata({ params }: Props) {
  const view = await eventPage((await params).slug)
  return metadataOf(view)
}

/** spec §2: an event at /events/{slug} (any depth), or an exhibitor at /events/{event}/{exhibitor}. */
export default async function EventPage({ params }: Props) {
  const view = await eventPage((await params).slug)
  if (!view) return <NotFoundPage />
  return (
    <>
      {view.kind === 'event' ? (
        <EventArticle event={view.event} identity={view.identity} places={view.places} />
      ) : (
        <ExhibitorArticle exhibitor={view.exhibitor} timeZone={view.identity.timeZone} />
      )}
      <EditMark target={view.edit} />
    </>
  )
}
